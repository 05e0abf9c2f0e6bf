'use client';
import { useEffect, useState } from 'react';
import type { ChainConfig } from '../../../kernel/index';
import type { FundingMessages } from '../messages';
import { checkTransfer, type SentTransfer, type TransferProgress } from './run';

/** The awaiting screen looks as often as the manual transfer watches the balance (section 9: 2 s). */
const TRANSFER_POLL_MS = 2000;

/**
 * Follows a sent transfer, at once and then every 2 s while the screen shows, until the funds arrived or it failed. A
 * look that fails (a node or the service briefly away) is tried again at the next tick.
 */
export function useTransferProgress(
  sent: SentTransfer,
  chains: { from: ChainConfig; to: ChainConfig },
  quoteServiceUrl: string,
  m: FundingMessages,
): TransferProgress {
  const [progress, setProgress] = useState<TransferProgress>({ kind: 'waiting' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: polling restarts only for another transfer; chains, the quote service and the messages are fixed for the plugin's life
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const next = await checkTransfer(sent, chains, quoteServiceUrl, m).catch((): TransferProgress => ({ kind: 'waiting' }));
      if (!live) return;
      setProgress(next);
      if (next.kind === 'waiting') timer = setTimeout(() => void tick(), TRANSFER_POLL_MS);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The transfer and its chains are fixed for the screen's life.
  }, [sent]);
  return progress;
}
