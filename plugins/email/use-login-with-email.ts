'use client';
import type { KernelState } from '../../kernel/index';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import type { EmailState } from './actions';
import { useEmail } from './use-email';

const selectEmailState = (state: KernelState) => state.plugins.email as EmailState;

/** Headless email login for hosts that build their own form: the OTP state plus the actions. */
export function useLoginWithEmail() {
  const email = useEmail();
  const state = useKernelState(selectEmailState);
  return { state, sendCode: email.sendCode, loginWithCode: email.loginWithCode };
}
