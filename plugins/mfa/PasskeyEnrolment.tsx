'use client';
import { useState } from 'react';
import type { KernelState } from '../../kernel/index';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import { Button } from '../../ui/primitives/Button';
import { useMfa } from './use-mfa';
import { useStep } from './use-step';

/** Section 5: at most 5 passkeys, so 'Add new passkey' hides at 5. */
const MAX_PASSKEYS = 5;

/** A string, so the selector's answer is stable between renders. */
const selectPasskeyIds = (state: KernelState) =>
  state.user?.linkedAccounts.flatMap((account) => (account.type === 'passkey' ? [account.credentialId] : [])).join(',') ?? '';

/**
 * 'Set up passkey verification': enrols every passkey the user linked, or links a new one first ('Add new passkey',
 * through the passkey plugin when the host enabled it) and then enrols them all.
 */
export function PasskeyEnrolment({ onAdded }: { onAdded: () => void }) {
  const mfa = useMfa();
  const m = mfa.messages;
  const { busy, error, run } = useStep(m);
  const ids = useKernelState(selectPasskeyIds).split(',').filter(Boolean);
  const canAdd = mfa.canAddPasskey() && ids.length < MAX_PASSKEYS;
  const finish = (user: unknown) => user && onAdded();
  // Which button waits on the network, so only that one spins.
  const [pending, setPending] = useState<'enrol' | 'add' | null>(null);
  const start = (which: 'enrol' | 'add', work: () => Promise<unknown>) => {
    setPending(which);
    void run(work).then(finish);
  };
  const intro = ids.length > 0 ? m.enablePasskeys : canAdd ? m.addPasskeyIntro : m.noPasskeys;
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.setUpPasskey}</h2>
      <p className="ptc-screen__text">{intro}</p>
      {error && <p role="alert">{error}</p>}
      {ids.length > 0 && (
        <Button variant="primary" fullWidth loading={busy && pending === 'enrol'} disabled={busy} onClick={() => start('enrol', () => mfa.enrollPasskeys(ids))}>
          {m.continue}
        </Button>
      )}
      {canAdd && (
        <Button variant={ids.length > 0 ? 'secondary' : 'primary'} fullWidth loading={busy && pending === 'add'} disabled={busy} onClick={() => start('add', mfa.addPasskey)}>
          {m.addNewPasskey}
        </Button>
      )}
    </div>
  );
}
