'use client';
import { useCallback, useEffect } from 'react';
import { useKernel } from '../context';
import { useLatest } from './use-latest';

export interface UseLogoutOptions {
  onSuccess?: () => void;
}

/** Logs out (local state is cleared even if the server cannot be reached); `onSuccess` runs on every logout. */
export function useLogout(options: UseLogoutOptions = {}) {
  const kernel = useKernel();
  const latest = useLatest(options);
  useEffect(() => kernel.on('logout', () => latest.current.onSuccess?.()), [kernel, latest]);
  const logout = useCallback(() => kernel.logout(), [kernel]);
  return { logout };
}
