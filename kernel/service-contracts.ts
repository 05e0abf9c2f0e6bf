/**
 * The services wallet plugins offer each other, as types only: the plugin that provides one implements it, the one
 * that uses it calls it through `ctx.services`, and neither imports the other.
 */

/** The MFA plugin's: resolves once the person passed a verification (at once when they enrolled in none). */
export interface MfaService {
  ensureVerified(reason: 'sign' | 'transaction' | 'export'): Promise<void>;
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
