'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import type { TelegramPlugin } from './index';

/** The Telegram plugin's actions from the provider's kernel (the provider was given `telegram()`). */
export function useTelegram() {
  return (useKernel() as Portico<[TelegramPlugin]>).telegram;
}
