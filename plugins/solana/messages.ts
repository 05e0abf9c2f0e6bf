/** Every user-visible string of the Solana plugin; hosts override any of them with `solana({ messages })`. */
export const solanaMessages = {
  // Section 5's Solana rules.
  alreadyExists: 'This user already has a Solana wallet.',
  userOwnedRecovery: 'A Solana wallet cannot be created for a wallet secured by a password or a cloud backup.',
  messageNotString: 'A Solana message to sign must be a string.',
  noWallet: 'This user has no embedded Solana wallet.',
  recoveryUnavailable: 'This device cannot recover the Solana wallet.',
};
export type SolanaMessages = typeof solanaMessages;
