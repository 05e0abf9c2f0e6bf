'use client';
import { useEffect } from 'react';
import type { PorticoError } from '../../kernel/index';
import { SUCCESS_DELAY_MS } from '../constants';
import { useKernel } from '../context';

/**
 * What a one-step login screen (passkey, Telegram) does with its step's result: after a success the
 * flow moves on once "success" has shown; an error with an outcome screen of its own (allowlist, user
 * limit, account not found) goes there, but only while `screen` is still showing so it navigates once.
 * Returns that outcome screen, so the caller keeps its waiting view meanwhile.
 */
export function useStepOutcome(screen: string, succeeded: boolean, error: PorticoError | null): string | null {
  const kernel = useKernel();
  const outcomeScreen = error ? kernel.describeError(error).screen : null;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void kernel.finishFlow(), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [kernel, succeeded]);

  useEffect(() => {
    if (outcomeScreen && kernel.getSnapshot().modal.screen === screen) {
      kernel.navigation.navigate(outcomeScreen, { error });
    }
  }, [kernel, screen, outcomeScreen, error]);

  return outcomeScreen;
}
