import { toPorticoError } from 'portico';

/**
 * Runs a panel's action; a failure becomes a notice ("Signing did not complete: ...") rather than an unhandled
 * rejection. What the action resolves with, when it is text, is the notice (SendPanel's receipts).
 */
export const attemptWith =
  (onNotice: (text: string) => void) =>
  async (label: string, work: () => Promise<unknown>): Promise<void> => {
    try {
      const notice = await work();
      if (typeof notice === 'string') onNotice(notice);
    } catch (error) {
      onNotice(`${label} did not complete: ${toPorticoError(error).shortMessage}`);
    }
  };
