'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { FarcasterPlugin } from './index';

/** The Farcaster plugin's actions from the provider's kernel (the provider was given `farcaster()`). */
export function useFarcaster() {
  return (useKernel() as Portico<[FarcasterPlugin]>).farcaster;
}
