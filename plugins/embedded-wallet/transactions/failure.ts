import { toPorticoError } from '../../../kernel/index';
import type { EmbeddedWalletMessages } from '../messages';
import { PREPARATION_FAILED_CODE } from './errors';

/** The error view's content (section 8): a code, a title, a message and the transaction hash when there is one. */
export interface TransactionFailureView {
  code: string | number;
  title: string;
  message: string;
  hash: string | null;
}

export function describeFailure(error: unknown, hash: string | null, m: EmbeddedWalletMessages): TransactionFailureView {
  const failure = toPorticoError(error);
  if (failure.code === 'transaction_preparation_failed') {
    return { code: PREPARATION_FAILED_CODE, title: m.transactionPrepareFailedTitle, message: m.transactionPrepareFailed, hash };
  }
  return { code: failure.providerCode ?? failure.code, title: m.transactionFailedTitle, message: failure.shortMessage, hash };
}
