import type { TransactionSummary } from './transaction-summary';

/**
 * The MFA plugin's: resolves with a fresh MFA proof (the provider's `privy-mfa-token`) once the person passed a
 * verification, or null at once when they enrolled in no method; rejects when they cancel or run out of attempts.
 */
export interface MfaService {
  /** `transaction`: what is being sent, shown in the prompt's transaction-details accordion. */
  ensureVerified(reason: 'sign' | 'transaction' | 'export', transaction?: TransactionSummary): Promise<string | null>;
}

declare module '../../kernel/services' {
  interface PorticoServices {
    mfa: MfaService;
  }
}
