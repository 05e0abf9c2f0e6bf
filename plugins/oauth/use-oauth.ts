'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { OAuthPlugin } from './index';

/** The OAuth plugin's actions from the provider's kernel (the provider was given `oauth()`). */
export function useOAuth() {
  return (useKernel() as Portico<[OAuthPlugin]>).oauth;
}
