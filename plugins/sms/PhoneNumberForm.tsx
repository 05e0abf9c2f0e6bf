'use client';
import { useState, type FormEvent } from 'react';
import type { KernelState } from '../../kernel/index';
import type { CodePurpose } from '../../kit/code-login/screens/PasswordlessCodeView';
import { useSendCode } from '../../kit/code-login/use-send-code';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import { Button } from '../../ui/primitives/Button';
import type { PhoneValue } from './phone-value';
import { useSms } from './use-sms';
import { PhoneInput } from './PhoneInput';

export type { CodePurpose } from '../../kit/code-login/screens/PasswordlessCodeView';
export interface AwaitingSmsCodeData extends Record<string, unknown> {
  /** Which plugin's AWAITING_PASSWORDLESS_CODE to show (email has one too). */
  plugin: 'sms';
  /** E.164. */
  phoneNumber: string;
  purpose: CodePurpose;
  oldPhoneNumber?: string;
}

const selectDefaultCountry = (state: KernelState) => state.appConfig?.intl.defaultCountry ?? null;

/** The phone input: sends a code, then moves to the code screen for `purpose`. */
export function PhoneNumberForm({ purpose, oldPhoneNumber }: { purpose: CodePurpose; oldPhoneNumber?: string }) {
  const sms = useSms();
  const m = sms.messages;
  const defaultCountry = useKernelState(selectDefaultCountry);
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const { sending, send } = useSendCode(sms);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!phone?.isValid || sending) return;
    const phoneNumber = phone.qualifiedPhoneNumber;
    const data: AwaitingSmsCodeData = { plugin: 'sms', phoneNumber, purpose, ...(oldPhoneNumber && { oldPhoneNumber }) };
    await send(phoneNumber, data);
  }

  return (
    <form className="ptc-phone-form" onSubmit={submit} noValidate>
      <PhoneInput
        defaultCountry={defaultCountry}
        onChange={setPhone}
        labels={m}
        autoFocus
        trailing={
          <Button type="submit" variant="link" disabled={!phone?.isValid} loading={sending}>
            {m.submit}
          </Button>
        }
      />
    </form>
  );
}
