/** Every string of the embedded wallet plugin; a host overrides them with `embeddedWallet({ messages })`. */
export const embeddedWalletMessages = {
  httpsOnly: 'Embedded wallet is only available over HTTPS',
  alreadyExists: 'User already has an embedded wallet.',
  createFailedTitle: 'Could not create wallet',
  notInUser: 'Failed to create wallet: the user has no embedded wallet after creation.',
  signTitle: 'Sign message',
  signDescription: 'Signing this message does not send a transaction or cost any fees.',
  signButton: 'Sign and continue',
  cancel: 'Cancel',
  noWallet: 'This user has no embedded wallet',
};
export type EmbeddedWalletMessages = typeof embeddedWalletMessages;
