'use client';
import { useCallback } from 'react';
import { useKernel } from '../context';
import { prefetchModal } from '../modal/prefetch-modal';
import { openModal } from './open-modal';
import { useFlowCallbacks, type FlowCallbacks } from './use-flow-callbacks';

export type UseLoginOptions = FlowCallbacks;

export interface UseLoginResult {
  /** Opens the login modal. */
  login(): void;
  /**
   * Fetches the modal's code and the landing's forms ahead of `login()`, e.g. on the pointer entering or focus reaching
   * the button that opens it. Optional: the provider already does it once the browser is idle after the kernel starts.
   */
  prefetch(): void;
}

/** Opens the login modal; `onComplete` runs once the flow succeeds (after any terms step), `onError` on failure or exit. */
export function useLogin(options: UseLoginOptions = {}): UseLoginResult {
  const kernel = useKernel();
  useFlowCallbacks('login', options);
  const login = useCallback(() => openModal(kernel, 'login'), [kernel]);
  const prefetch = useCallback(() => prefetchModal(kernel), [kernel]);
  return { login, prefetch };
}
