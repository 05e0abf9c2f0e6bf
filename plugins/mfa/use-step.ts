'use client';
import { useState } from 'react';
import { toPorticoError } from '../../kernel/index';
import type { MfaMessages } from './messages';
import { errorText } from './error-text';

/** One async step of an enrolment view: busy while it runs, its failure in section 8's words. */
export function useStep(m: MfaMessages) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await work();
    } catch (caught) {
      setError(errorText(m, toPorticoError(caught)));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
