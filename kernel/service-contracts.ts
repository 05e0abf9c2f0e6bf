import type { PorticoUser } from './user';
import type { ConnectedWallet } from './wallets';

/**
 * The services plugins offer each other, as types only: the plugin that provides one implements it, the one
 * that uses it calls it through `ctx.services`, and neither imports the other.
 */

/**
 * The MFA plugin's: resolves with a fresh MFA proof (the provider's `privy-mfa-token`) once the person passed a
 * verification, or null at once when they enrolled in no method; rejects when they cancel or run out of attempts.
 */
export interface MfaService {
  /** `transaction`: what is being sent, shown in the prompt's transaction-details accordion. */
  ensureVerified(reason: 'sign' | 'transaction' | 'export', transaction?: TransactionSummary): Promise<string | null>;
}

/** A transaction as its review shows it (formatted), for the MFA prompt's details (section 2). */
export interface TransactionSummary {
  from: string;
  /** Null for a contract deployment. */
  to: string | null;
  action: string;
  fee: string;
  total: string;
}

/** The passkey plugin's: creates a passkey for the logged-in user and links it (MFA's 'Add new passkey'). */
export interface PasskeyService {
  link(): Promise<PorticoUser>;
}

/**
 * The embedded wallet plugin's: the user's Farcaster signer, an Ed25519 key derived from the primary embedded wallet
 * inside the provider's frame (never in the host page).
 */
export interface FarcasterSignerService {
  /** The signer's public key (0x and 32 bytes in hex). */
  publicKey(): Promise<string>;
  /** Signs a message hash (0x and hex) with the signer; the Ed25519 signature (0x and 64 bytes in hex). */
  sign(hash: string): Promise<string>;
}

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

/** A Solana wallet of this browser (Wallet Standard), as the wallet list shows it. */
export interface SolanaWalletChoice {
  /** The wallet client type its connection records: the catalogue's id (`phantom`), else its name as a slug. */
  id: string;
  name: string;
  /** The wallet's own icon (a data URI). */
  icon: string;
}

/** The Solana plugin's: the browser's Solana wallets, listed with the Ethereum ones on the wallet list (section 2.6). */
export interface SolanaWalletsService {
  /** The same array until a wallet registers or leaves, so React can subscribe to it. */
  detected(): readonly SolanaWalletChoice[];
  subscribe(listener: () => void): () => void;
  /** Asks the wallet to connect (its own approval) and adds it to the connected wallets. */
  connect(id: string): Promise<ConnectedWallet>;
}

/** The funding plugin's: opens its flow for an address on a chain (the send-transaction screen's "Add funds"). */
export interface FundingService {
  fundWallet(address: string, options: { chainId: number; amount?: string; asset?: string }): Promise<void>;
}

declare module './services' {
  interface PorticoServices {
    mfa: MfaService;
    funding: FundingService;
    passkey: PasskeyService;
    farcasterSigner: FarcasterSignerService;
    embeddedFrame: EmbeddedFrameService;
    solanaWallets: SolanaWalletsService;
  }
}
