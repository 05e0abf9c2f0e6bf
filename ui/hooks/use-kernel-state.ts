'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { KernelState } from '../../kernel/index';
import { useKernel } from '../context';

/**
 * Reads a slice of the kernel store. The selector must return a stored value or a primitive
 * (not a fresh object), so React can compare snapshots by identity.
 */
export function useKernelState<T>(selector: (state: KernelState) => T): T {
  const kernel = useKernel();
  const read = useCallback(() => selector(kernel.getSnapshot()), [kernel, selector]);
  // The server snapshot is the same unstarted state the client's first render sees: no hydration mismatch.
  return useSyncExternalStore(kernel.subscribe, read, read);
}
