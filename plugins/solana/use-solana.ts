'use client';
import { useMemo } from 'react';
import type { KernelState, Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import type { SolanaPlugin } from './index';

const selectUser = (state: KernelState) => state.user;
const selectConnected = (state: KernelState) => state.wallets;

/** The user's embedded Solana wallets and the connected ones (re-rendered as they change), `createWallet`, `connectWallet`, `exportWallet`. */
export function useSolanaWallets() {
  const { solana } = useKernel() as Portico<[SolanaPlugin]>;
  const user = useKernelState(selectUser);
  const connected = useKernelState(selectConnected);
  // biome-ignore lint/correctness/useExhaustiveDependencies: user and connected are what getWallets reads: a change to either reads the wallets again
  const wallets = useMemo(() => solana.getWallets(), [solana, user, connected]);
  return { wallets, createWallet: solana.createWallet, connectWallet: solana.connectWallet, exportWallet: solana.exportWallet };
}
