'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { MfaPlugin } from './index';

/** The MFA plugin's actions from the provider's kernel (the provider was given `mfa()`). */
export function useMfa() {
  return (useKernel() as Portico<[MfaPlugin]>).mfa;
}
