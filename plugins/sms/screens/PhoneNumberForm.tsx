'use client';
import { useState, type FormEvent } from 'react';
import type { KernelState } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { Button } from '../../../ui/primitives/Button';
import { showError } from '../../../ui/show-error';
import { withCaptcha } from '../../../ui/with-captcha';
import type { PhoneValue } from '../phone-value';
import { useSms } from '../use-sms';
import { PhoneInput } from './PhoneInput';

export type CodePurpose = 'login' | 'link' | 'update';
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
  const kernel = useKernel();
  const sms = useSms();
  const m = sms.messages;
  const defaultCountry = useKernelState(selectDefaultCountry);
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!phone?.isValid || sending) return;
    const phoneNumber = phone.qualifiedPhoneNumber;
    setSending(true);
    try {
      await withCaptcha(kernel, () => sms.sendCode(phoneNumber));
      const data: AwaitingSmsCodeData = { plugin: 'sms', phoneNumber, purpose, ...(oldPhoneNumber && { oldPhoneNumber }) };
      kernel.navigation.navigate('AWAITING_PASSWORDLESS_CODE', data);
    } catch (error) {
      setSending(false);
      showError(kernel, error);
    }
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
