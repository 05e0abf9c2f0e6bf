/**
 * Everything a transaction needs once one is sent (checks, preparing, token reads, prices, broadcast, the review's
 * rows), in one chunk the plugin loads on the first transaction, so a host that only signs never ships it.
 */
export { fundingRequest } from './add-funds';
export { readTokenTransfer } from '../../../kit/erc20';
export { describeFailure } from './failure';
export { usdPrice } from './price';
export { fromRpcTransaction, normalizeTransaction } from './request';
export { createTransactionRun } from './run';
export { transactionView } from './view';
