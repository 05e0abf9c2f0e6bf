'use client';
import { useState } from 'react';
import { Button } from '../../ui/primitives/Button';
import { CodeInput } from '../../ui/primitives/CodeInput';
import { TextField } from '../../ui/primitives/TextField';
import { useMfa } from './use-mfa';
import { useStep } from './use-step';

/** 'Set up SMS verification': the number (E.164) with the consent text, then the enrolment code texted to it. */
export function SmsEnrolment({ onAdded }: { onAdded: () => void }) {
  const mfa = useMfa();
  const m = mfa.messages;
  const { busy, error, run } = useStep(m);
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);

  const send = () => void run(() => mfa.enrollSms(phone)).then(() => setSent(true));
  const submit = (code: string) => void run(() => mfa.submitSmsEnrollment(phone, code)).then((user) => user && onAdded());

  if (sent) {
    return (
      <div className="ptc-screen">
        <h2 className="ptc-screen__title">{m.enterEnrollmentCode}</h2>
        <p className="ptc-screen__text">{m.smsEnrollmentCodeText.replace('{phone}', phone)}</p>
        <CodeInput onComplete={submit} disabled={busy} error={error} autoFocus />
      </div>
    );
  }
  return (
    <form
      className="ptc-screen"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <h2 className="ptc-screen__title">{m.setUpSms}</h2>
      <p className="ptc-screen__text">{m.smsConsent}</p>
      <TextField label={m.phoneLabel} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} error={error} />
      <Button variant="primary" fullWidth type="submit" disabled={busy || !phone.trim()}>
        {m.sendCode}
      </Button>
    </form>
  );
}
