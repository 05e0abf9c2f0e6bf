import { cardOnRampMessages } from './card-onramp/index';
import { transferMessages } from './transfer/index';

/** The method selection, the manual transfer and the header (spec sections 2, 4 and 8). */
const fundingCoreMessages = {
  // FUNDING_METHOD_SELECTION_SCREEN
  addFundsTitle: 'Add funds',
  addFundsText: 'Choose how to add funds to your wallet on {chain}.',
  amountLabel: 'Amount ({symbol})',
  amountInvalid: 'Enter an amount above 0.',
  loadingToken: 'Loading token details',
  methodsLabel: 'Funding methods',
  methodMoonpay: 'Pay with card',
  methodMoonpayDetail: 'Buy {symbol} with a card through MoonPay',
  methodCoinbase: 'Buy with Coinbase',
  methodCoinbaseDetail: 'With your Coinbase account or a card',
  methodExternal: 'Transfer from another wallet',
  methodExternalDetail: 'From a wallet you connected, on any network',
  methodManual: 'Receive funds',
  methodManualDetail: 'Send {symbol} to your wallet address',
  // FUNDING_MANUAL_TRANSFER_SCREEN
  receiveTitle: 'Receive funds',
  receiveText: 'Send {amount} {symbol} on {chain} to this wallet address.',
  walletAddress: 'Wallet address',
  qrLabel: 'QR code of your wallet address',
  copyAddress: 'Copy address',
  copied: 'Copied',
  balance: 'Balance',
  balanceValue: '{balance} {symbol}',
  balanceUnknown: 'Checking balance…',
  awaitingFunds: 'Waiting for funds',
  fundsReceived: 'Funds received',
  close: 'Close',
  // Section 8.
  fundingNotEnabled: 'Wallet funding is not enabled',
  invalidAmount: 'Invalid funding amount: {amount}',
  usdcUnsupported: 'USDC is not available on {chain}.',
  unknownWallet: 'Cannot fund {address}: it is not a wallet of this user.',
};

/**
 * Every user-visible string of the funding plugin in one table: the method selection's and manual transfer's, the
 * card on-ramps' and the transfer's; hosts override any with `funding({ messages })`.
 */
export const fundingMessages = { ...fundingCoreMessages, ...cardOnRampMessages, ...transferMessages };
export type FundingMessages = typeof fundingMessages;

