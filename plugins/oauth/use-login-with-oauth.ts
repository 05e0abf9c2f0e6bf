'use client';
import type { KernelState } from '../../kernel/index';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import type { OAuthState } from './state';
import { useOAuth } from './use-oauth';

const selectOAuthState = (state: KernelState) => state.plugins.oauth as OAuthState;

/** Headless OAuth login for hosts with their own buttons: the flow's state and the actions (call them in a click). */
export function useLoginWithOAuth() {
  const oauth = useOAuth();
  const state = useKernelState(selectOAuthState);
  return { state, login: oauth.login, link: oauth.link };
}
