/** Section 3's transaction info: what the review says the transaction does. */
export interface TransactionInfo {
  title?: string;
  /** Shown as the review's Action; derived from the transaction (Transfer, Contract call...) when absent. */
  action?: string;
  actionDescription?: string;
  contractInfo?: { imgUrl?: string; imgAltText?: string };
}

/** Section 3's transaction UI options for EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN. */
export interface SendTransactionOptions {
  transactionInfo?: TransactionInfo;
  description?: string;
  /** The review's confirm button; 'Approve' by default. */
  buttonText?: string;
  successHeader?: string;
  successDescription?: string;
}
