'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { FundingPlugin } from './index';

/** `fundWallet` from the provider's kernel (the provider was given `funding()`). */
export function useFundWallet() {
  const { fundWallet } = (useKernel() as Portico<[FundingPlugin]>).funding;
  return { fundWallet };
}
