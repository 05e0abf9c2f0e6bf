/** Every string of the SIWE plugin (section 8, wallet connection); a host overrides them with `siwe({ messages })`. */
export const siweMessages = {
  statement: 'By signing, you are proving you own this wallet and logging in. This does not initiate a transaction or cost any fees.',
  rejected: 'You rejected the request. Please try connecting again.',
  timedOut: 'Wallet request timed out. Please try connecting again.',
  couldNotLogIn: 'Could not log in with wallet. Please try connecting again.',
  userExists: 'User already exists for this address. Try another address!',
  maxWallets: "Unable to link: You've reached the maximum number of linked wallets.",
  connectionPending: 'A connection request is already pending in your wallet.',
  requestPending: 'A request is already pending in your wallet.',
  walletLocked: 'Your wallet is locked. Unlock it and try again.',
  noAccounts: 'Unable to retrieve accounts',
  noChainId: 'Unable to determine current chainId',
  connectFailedTitle: 'Could not connect with wallet',
};
export type SiweMessages = typeof siweMessages;
