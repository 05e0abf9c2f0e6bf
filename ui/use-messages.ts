'use client';
import { useMemo } from 'react';
import { usePorticoContext } from './context';
import { uiMessages, type UiMessages } from './messages';

/** The shell's strings with the host's overrides; only screens use them, so the table loads with the modal's code. */
export function useMessages(): UiMessages {
  const { messages } = usePorticoContext();
  return useMemo(() => ({ ...uiMessages, ...messages }), [messages]);
}
