'use client';
import { useState, type FormEvent } from 'react';
import type { CodePurpose } from '../../kit/code-login/screens/PasswordlessCodeView';
import { useSendCode } from '../../kit/code-login/use-send-code';
import { Button } from '../../ui/primitives/Button';
import { TextField } from '../../ui/primitives/TextField';
import { useEmail } from './use-email';

export type { CodePurpose } from '../../kit/code-login/screens/PasswordlessCodeView';
export interface AwaitingCodeData extends Record<string, unknown> {
  /** Which plugin's AWAITING_PASSWORDLESS_CODE to show (SMS has one too). */
  plugin: 'email';
  email: string;
  purpose: CodePurpose;
  oldAddress?: string;
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The email input: sends a code, then moves to the code screen for `purpose`. */
export function EmailAddressForm({ purpose, oldAddress }: { purpose: CodePurpose; oldAddress?: string }) {
  const email = useEmail();
  const m = email.messages;
  const [address, setAddress] = useState('');
  const { sending, send } = useSendCode(email);
  const valid = LOOKS_LIKE_EMAIL.test(address.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    const data: AwaitingCodeData = { plugin: 'email', email: address.trim(), purpose, ...(oldAddress && { oldAddress }) };
    await send(address, data);
  }

  return (
    <form className="ptc-email-form" onSubmit={submit} noValidate>
      <TextField
        label={m.emailLabel}
        hideLabel
        type="email"
        autoComplete="email"
        autoFocus
        placeholder={m.emailPlaceholder}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        trailing={
          <Button type="submit" variant="link" disabled={!valid} loading={sending}>
            {m.submit}
          </Button>
        }
      />
    </form>
  );
}
