'use client';
import { useCallback } from 'react';
import { useKernel } from '../context';
import { openModal } from './open-modal';
import { useFlowCallbacks, type FlowCallbacks } from './use-flow-callbacks';

export type UseLoginOptions = FlowCallbacks;

/** Opens the login modal; `onComplete` runs once the flow succeeds (after any terms step), `onError` on failure or exit. */
export function useLogin(options: UseLoginOptions = {}) {
  const kernel = useKernel();
  useFlowCallbacks('login', options);
  const login = useCallback(() => openModal(kernel, 'login'), [kernel]);
  return { login };
}
