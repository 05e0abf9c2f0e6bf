'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { SiwePlugin } from './index';

/** The SIWE plugin's actions from the provider's kernel (the provider was given `siwe()`). */
export function useSiwe() {
  return (useKernel() as Portico<[SiwePlugin]>).siwe;
}
