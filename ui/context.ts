'use client';
import { createContext, useContext } from 'react';
import type { PorticoKernel } from '../kernel/index';
import type { UiMessages } from './messages';

export interface PorticoContextValue {
  kernel: PorticoKernel;
  /** The host's overrides of the shell's strings (useMessages merges them over the defaults). */
  messages: Partial<UiMessages> | undefined;
  /** An <InlineLogin> shows the widget in place: while one is mounted the provider shows no modal of its own. */
  mountInline(): () => void;
}

export const PorticoContext = createContext<PorticoContextValue | null>(null);

export function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext);
  if (!value) throw new Error('Portico hooks must be used inside <PorticoProvider>.');
  return value;
}

export const useKernel = () => usePorticoContext().kernel;
