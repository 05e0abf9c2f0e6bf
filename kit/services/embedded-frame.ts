/**
 * The embedded wallet plugin's provider frame, for wallets of other chains kept in it (the Solana plugin's): requests
 * go out MFA-aware (a refusal for a missing proof asks the `mfa` service and sends again).
 */
export interface EmbeddedFrameService {
  request(event: string, data: Record<string, unknown>): Promise<unknown>;
  /** Makes sure this device holds the share of the user's Ethereum wallet `address`, recovering it if needed. */
  unlock(address: string): Promise<void>;
  /**
   * Shows the private key of the user's embedded wallet `address` (a Solana one too) in EMBEDDED_WALLET_KEY_EXPORT_SCREEN,
   * as the provider's own page, after MFA when enrolled; resolves when the person closes the screen.
   */
  exportKey(options: { address: string }): Promise<void>;
}

declare module '../../kernel/services' {
  interface PorticoServices {
    embeddedFrame: EmbeddedFrameService;
  }
}
