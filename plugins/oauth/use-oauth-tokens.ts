'use client';
import { useEffect } from 'react';
import { useKernel } from '../../ui/context';
import { useLatest } from '../../ui/hooks/use-latest';
import type { OAuthTokensEvent } from './events';

/** Calls `onOAuthTokenGrant` with the provider's tokens each time an OAuth login grants them. */
export function useOAuthTokens({ onOAuthTokenGrant }: { onOAuthTokenGrant: (event: OAuthTokensEvent) => void }) {
  const kernel = useKernel();
  const latest = useLatest(onOAuthTokenGrant);
  useEffect(() => kernel.on('oauth:tokens', (event) => latest.current(event)), [kernel, latest]);
}
