'use client';
import { useEffect } from 'react';
import type { KernelState, PorticoKernel } from '../../kernel/index';
import { useKernelState } from './use-kernel-state';

/** A session whose user still owes the app's terms, with no modal open to ask for them. */
const selectUnconsentedOutsideFlow = (state: KernelState) =>
  state.ready &&
  state.status === 'authenticated' &&
  Boolean(state.appConfig?.legal.requireUsersAcceptTerms) &&
  state.user?.hasAcceptedTerms === false &&
  !state.modal.open;

/**
 * Terms are part of logging in: a user who closed the consent screen, or reloaded on it, never
 * finished the login, so the session is ended rather than kept.
 */
export function useTermsGuard(kernel: PorticoKernel): void {
  const unconsented = useKernelState(selectUnconsentedOutsideFlow);
  useEffect(() => {
    if (unconsented) void kernel.logout();
  }, [kernel, unconsented]);
}
