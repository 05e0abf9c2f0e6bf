'use client';
import { useCallback } from 'react';
import { useKernel } from '../context';
import { openModal } from './open-modal';
import { useFlowCallbacks, type FlowCallbacks } from './use-flow-callbacks';

export interface UseLinkAccountOptions {
  onSuccess?: FlowCallbacks['onComplete'];
  onError?: FlowCallbacks['onError'];
}

/** Opens the link screen of a login method (e.g. `link('email')`); reports success or failure of that flow. */
export function useLinkAccount({ onSuccess, onError }: UseLinkAccountOptions = {}) {
  const kernel = useKernel();
  useFlowCallbacks('link', { onComplete: onSuccess, onError });
  const link = useCallback((method: string) => openModal(kernel, 'link', method), [kernel]);
  return { link };
}
