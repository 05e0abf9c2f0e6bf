'use client';
import { useEffect, useState } from 'react';
import { readBalance } from '../../kit/erc20';
import { chainRpc } from '../../kit/json-rpc';
import type { Address } from './assets';

/** Section 9: the manual transfer watches the balance every 2 s. */
const BALANCE_POLL_MS = 2000;

export interface WatchedBalance {
  /** The latest balance read; null until the first read answers. */
  balance: bigint | null;
  /** The first balance read since the watch began: what arrives is measured from it. */
  atOpen: bigint | null;
}

const UNREAD: WatchedBalance = { balance: null, atOpen: null };

/**
 * `address`'s balance on the chain at `rpcUrl` (native, or the token at `erc20Address`), read at once and then every
 * `intervalMs` while the screen shows. A failed read keeps the last balance and is tried again at the next tick (a
 * node restarting, a flaky connection).
 */
export function useBalance(rpcUrl: string, address: string, erc20Address: Address | null, intervalMs = BALANCE_POLL_MS): WatchedBalance {
  const [watched, setWatched] = useState<WatchedBalance>(UNREAD);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rpc = chainRpc(rpcUrl);
    const tick = async () => {
      const read = await readBalance(rpc, address, erc20Address).catch(() => null);
      if (!live) return;
      if (read !== null) setWatched((last) => ({ balance: read, atOpen: last.atOpen ?? read }));
      timer = setTimeout(() => void tick(), intervalMs);
    };
    setWatched(UNREAD);
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [rpcUrl, address, erc20Address, intervalMs]);
  return watched;
}
