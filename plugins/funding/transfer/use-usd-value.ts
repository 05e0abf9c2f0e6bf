'use client';
import { useEffect, useState } from 'react';
import { isValidAmount, normalizeAmount } from '../amount';
import type { TransferEnv } from './plan';

/** The amount's worth in US dollars at the token price of `symbol` on the chain; null until known (or never, unpriced). */
export function useUsdValue(env: TransferEnv, chainId: number, symbol: string, amount: string): number | null {
  const [price, setPrice] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setPrice(null);
    void env.usdPrice(chainId, symbol).then((usd) => live && setPrice(usd));
    return () => {
      live = false;
    };
  }, [env, chainId, symbol]);
  return price === null || !isValidAmount(amount) ? null : Number(normalizeAmount(amount)) * price;
}
