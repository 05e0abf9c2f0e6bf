'use client';
import type { KernelState } from '../../kernel/index';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import type { SmsState } from './actions';
import { useSms } from './use-sms';

const selectSmsState = (state: KernelState) => state.plugins.sms as SmsState;

/** Headless SMS login for hosts that build their own form: the OTP state plus the actions. */
export function useLoginWithSms() {
  const sms = useSms();
  const state = useKernelState(selectSmsState);
  return { state, sendCode: sms.sendCode, loginWithCode: sms.loginWithCode };
}
