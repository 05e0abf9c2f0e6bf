'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { PasskeyPlugin } from './index';

/** The passkey plugin's actions from the provider's kernel (the provider was given `passkey()`). */
export function usePasskey() {
  return (useKernel() as Portico<[PasskeyPlugin]>).passkey;
}
