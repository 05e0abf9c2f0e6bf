'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { SmsPlugin } from './index';

/** The SMS plugin's actions from the provider's kernel (the provider was given `sms()`). */
export function useSms() {
  return (useKernel() as Portico<[SmsPlugin]>).sms;
}
