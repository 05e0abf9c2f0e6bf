'use client';
import type { MfaMethodType } from '../../schemas/index';
import { format } from '../../ui/messages';
import { Button } from '../../ui/primitives/Button';
import { useMfa } from './use-mfa';
import { methodLabel } from './method-label';
import { useStep } from './use-step';

/** The removal confirmation. */
export function RemoveMethod({ method, onDone }: { method: MfaMethodType; onDone: () => void }) {
  const mfa = useMfa();
  const m = mfa.messages;
  const { busy, error, run } = useStep(m);
  const remove = () => void run(() => mfa.unenroll(method)).then((user) => user && onDone());
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{format(m.removeTitle, { method: methodLabel(m, method) })}</h2>
      <p className="ptc-screen__text">{m.removeText}</p>
      {error && <p role="alert">{error}</p>}
      <div className="ptc-screen__actions">
        <Button variant="primary" fullWidth loading={busy} disabled={busy} onClick={remove}>
          {m.remove}
        </Button>
        <Button variant="secondary" fullWidth onClick={onDone}>
          {m.cancel}
        </Button>
      </div>
    </div>
  );
}
