'use client';
import type { KernelState } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { Button } from '../../../ui/primitives/Button';
import { useMfa } from '../use-mfa';
import { useStep } from './use-step';

/** A string, so the selector's answer is stable between renders. */
const selectPasskeyIds = (state: KernelState) =>
  state.user?.linkedAccounts.flatMap((account) => (account.type === 'passkey' ? [account.credentialId] : [])).join(',') ?? '';

/** 'Set up passkey verification': enrols every passkey the user linked. */
export function PasskeyEnrolment({ onAdded }: { onAdded: () => void }) {
  const mfa = useMfa();
  const m = mfa.messages;
  const { busy, error, run } = useStep(m);
  const ids = useKernelState(selectPasskeyIds).split(',').filter(Boolean);
  const enrol = () => void run(() => mfa.enrollPasskeys(ids)).then((user) => user && onAdded());
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.setUpPasskey}</h2>
      <p className="ptc-screen__text">{ids.length > 0 ? m.enablePasskeys : m.noPasskeys}</p>
      {error && <p role="alert">{error}</p>}
      {ids.length > 0 && (
        <Button variant="primary" fullWidth disabled={busy} onClick={enrol}>
          {m.continue}
        </Button>
      )}
    </div>
  );
}
