'use client';
import { useMemo } from 'react';
import type { KernelState, Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import type { SolanaPlugin } from './index';

const selectUser = (state: KernelState) => state.user;

/** The user's embedded Solana wallets (re-rendered as they change) and `createWallet`. */
export function useSolanaWallets() {
  const { solana } = useKernel() as Portico<[SolanaPlugin]>;
  const user = useKernelState(selectUser);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const wallets = useMemo(() => solana.getWallets(), [solana, user]);
  return { wallets, createWallet: solana.createWallet };
}
