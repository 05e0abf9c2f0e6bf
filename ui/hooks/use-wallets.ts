'use client';
import type { ConnectedWallet, KernelState } from '../../kernel/index';
import { useKernelState } from './use-kernel-state';

const selectWallets = (state: KernelState) => state.wallets;

/**
 * The wallets connected to the page, the active one first (section 4.2), from every wallet plugin. Each carries its
 * EIP-1193 provider, for a viem WalletClient: `createWalletClient({ transport: custom(wallet.provider) })`.
 */
export function useWallets(): { wallets: readonly ConnectedWallet[] } {
  return { wallets: useKernelState(selectWallets) };
}
