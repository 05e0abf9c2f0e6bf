/** Every user-visible string of the Solana plugin; hosts override any of them with `solana({ messages })`. */
export const solanaMessages = {
  // Section 5's Solana rules.
  alreadyExists: 'This user already has a Solana wallet.',
  userOwnedRecovery: 'A Solana wallet cannot be created for a wallet secured by a password or a cloud backup.',
  messageNotString: 'A Solana message to sign must be a string.',
  noWallet: 'This user has no embedded Solana wallet.',
  notOwnWallet: 'This address is not one of this user’s embedded Solana wallets.',
  recoveryUnavailable: 'This device cannot recover the Solana wallet.',
  needsEmbeddedWallet: 'The embedded Solana wallet needs the embedded wallet plugin.',
  // External (Wallet Standard) wallets.
  rejected: 'You rejected the request. Please try connecting again.',
  walletFailed: 'Could not connect with wallet. Please try connecting again.',
  walletNotFound: 'This Solana wallet is not available in this browser.',
  noAccount: 'The wallet shared no Solana account.',
};
export type SolanaMessages = typeof solanaMessages;
