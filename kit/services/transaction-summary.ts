/** A transaction as its review shows it (formatted), for the MFA prompt's details (section 2). */
export interface TransactionSummary {
  from: string;
  /** Null for a contract deployment. */
  to: string | null;
  action: string;
  fee: string;
  total: string;
}
