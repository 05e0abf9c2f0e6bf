'use client';
import { useEffect } from 'react';
import type { FlowIntent, PorticoError, PorticoUser } from '../../kernel/index';
import { useKernel } from '../context';
import { useLatest } from './use-latest';

export interface FlowCallbacks {
  onComplete?: (result: { user: PorticoUser | null }) => void;
  onError?: (error: PorticoError) => void;
}

/** Calls the host's callbacks when a modal flow of `intent` completes or fails. */
export function useFlowCallbacks(intent: FlowIntent, callbacks: FlowCallbacks): void {
  const kernel = useKernel();
  const latest = useLatest(callbacks);
  useEffect(() => {
    const stops = [
      kernel.on('flowComplete', (event) => {
        if (event.intent === intent) latest.current.onComplete?.({ user: event.user });
      }),
      kernel.on('error', (event) => {
        if (event.intent === intent) latest.current.onError?.(event.error);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [kernel, intent, latest]);
}
