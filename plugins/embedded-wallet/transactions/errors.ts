import { PorticoError } from '../../../kernel/index';
import type { EmbeddedWalletMessages } from '../messages';

declare module '../../../kernel/errors' {
  interface ErrorCodeRegistry {
    invalid_transaction_request: true;
    transaction_preparation_failed: true;
    insufficient_funds: true;
    unable_to_sign: true;
    transaction_failure: true;
  }
}

/**
 * Section 8's code for a transaction that failed while being prepared, as the spec writes it (JSON-RPC's own
 * "internal error" is -32603).
 */
export const PREPARATION_FAILED_CODE = 32603;

export const invalidRequest = (m: EmbeddedWalletMessages, details: string) =>
  new PorticoError('invalid_transaction_request', m.transactionInvalidRequest, { details });

/** Gas estimation reverted (or a chain read failed): the request would fail on chain. */
export const preparationFailed = (m: EmbeddedWalletMessages, cause: unknown) =>
  new PorticoError('transaction_preparation_failed', m.transactionPrepareFailedTitle, {
    details: cause instanceof Error ? cause.message : String(cause),
    providerCode: PREPARATION_FAILED_CODE,
    retryable: true,
    cause,
  });

export const insufficientFunds = (m: EmbeddedWalletMessages) => new PorticoError('insufficient_funds', m.transactionInsufficientFunds);

/** The frame would not sign; a refusal (4001) or a recovery failure keeps its own error. */
export const unableToSign = (m: EmbeddedWalletMessages, cause: unknown) =>
  new PorticoError('unable_to_sign', m.transactionFailed, { details: cause instanceof Error ? cause.message : String(cause), retryable: true, cause });

/** Broadcast refused, reverted on chain or never confirmed; `hash` once the chain accepted it. */
export const transactionFailure = (message: string, cause: unknown, hash: string | null) =>
  new PorticoError('transaction_failure', message, {
    ...(hash ? { details: `Transaction hash: ${hash}` } : cause instanceof Error && { details: cause.message }),
    retryable: true,
    cause,
  });
