'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { EmbeddedWalletPlugin } from './index';

/** The embedded wallet plugin's actions from the provider's kernel (the provider was given `embeddedWallet()`). */
export function useEmbeddedWallet() {
  return (useKernel() as Portico<[EmbeddedWalletPlugin]>).embeddedWallet;
}
