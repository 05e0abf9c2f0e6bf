/**
 * The services wallet plugins offer each other, as types only: the plugin that provides one implements it, the one
 * that uses it calls it through `ctx.services`, and neither imports the other.
 */

/**
 * The MFA plugin's: resolves with a fresh MFA proof (the provider's `privy-mfa-token`) once the person passed a
 * verification, or null at once when they enrolled in no method; rejects when they cancel or run out of attempts.
 */
export interface MfaService {
  ensureVerified(reason: 'sign' | 'transaction' | 'export'): Promise<string | null>;
}

/** The funding plugin's: opens its flow for an address on a chain (the send-transaction screen's "Add funds"). */
export interface FundingService {
  fundWallet(address: string, options: { chainId: number; amount?: string; asset?: string }): Promise<void>;
}

declare module './services' {
  interface PorticoServices {
    mfa: MfaService;
    funding: FundingService;
  }
}
