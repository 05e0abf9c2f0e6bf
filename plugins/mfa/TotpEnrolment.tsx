'use client';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/primitives/Button';
import { CodeInput } from '../../ui/primitives/CodeInput';
import { CopyButton } from '../../ui/primitives/CopyButton';
import { QrCode } from '../../ui/primitives/QrCode';
import { Spinner } from '../../ui/primitives/Spinner';
import type { TotpEnrolment as Secret } from './enrolment';
import { useMessages } from '../../ui/use-messages';
import { useMfa } from './use-mfa';
import { useStep } from './use-step';

/** The authenticator app: 'Scan QR code' (or copy the secret), Continue, then the app's code. */
export function TotpEnrolment({ onAdded }: { onAdded: () => void }) {
  const mfa = useMfa();
  const m = mfa.messages;
  const ui = useMessages();
  const { busy, error, run } = useStep(m);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [scanned, setScanned] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the enrolment starts once per plugin; `run` is a new function on every render
  useEffect(() => {
    void run(() => mfa.initTotpEnrollment()).then((answer) => answer && setSecret(answer));
  }, [mfa]);

  const submit = (code: string) => void run(() => mfa.submitTotpEnrollment(code)).then((user) => user && onAdded());

  if (!secret) {
    return (
      <div className="ptc-screen ptc-screen--center">
        <h2 className="ptc-screen__title">{m.scanQrCode}</h2>
        {error ? <p role="alert">{error}</p> : <Spinner label={ui.preparingQr} showLabel />}
      </div>
    );
  }
  if (!scanned) {
    return (
      <div className="ptc-screen ptc-screen--center">
        <h2 className="ptc-screen__title">{m.scanQrCode}</h2>
        <p className="ptc-screen__text">{m.scanQrText}</p>
        <QrCode value={secret.authUrl} label={m.qrLabel} />
        <code className="ptc-secret">{secret.secret}</code>
        <div className="ptc-screen__actions">
          <CopyButton value={secret.secret} label={m.copySecret} copiedLabel={m.copied} />
          <Button variant="primary" fullWidth onClick={() => setScanned(true)}>
            {m.continue}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.enterEnrollmentCode}</h2>
      <p className="ptc-screen__text">{m.totpEnrollmentCodeText}</p>
      <CodeInput onComplete={submit} disabled={busy} error={error} autoFocus />
      <div className="ptc-screen__actions">
        <Button variant="link" fullWidth onClick={() => setScanned(false)}>
          {m.backToQrCode}
        </Button>
      </div>
    </div>
  );
}
