import type { User, WalletAccount } from '../kernel/index';

/** The wallet client type of the provider's embedded wallets (section 6). */
export const EMBEDDED_WALLET_CLIENT = 'privy';

/** Section 6: an unimported Ethereum wallet of the provider's embedded client with wallet index 0. */
export function primaryEmbeddedWallet(user: User): WalletAccount | undefined {
  return user.linkedAccounts.find(
    (a): a is WalletAccount =>
      a.type === 'wallet' &&
      !a.imported &&
      a.chainType === 'ethereum' &&
      a.walletClientType === EMBEDDED_WALLET_CLIENT &&
      a.walletIndex === 0,
  );
}

/** The user's embedded Solana wallets (section 5 allows one): those of the provider's embedded client on Solana. */
export function embeddedSolanaWallets(user: User): WalletAccount[] {
  return user.linkedAccounts.filter(
    (a): a is WalletAccount => a.type === 'wallet' && a.chainType === 'solana' && a.walletClientType === EMBEDDED_WALLET_CLIENT,
  );
}
