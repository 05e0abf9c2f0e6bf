'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { EmailPlugin } from './index';

/** The email plugin's actions from the provider's kernel (the provider was given `email()`). */
export function useEmail() {
  return (useKernel() as Portico<[EmailPlugin]>).email;
}
