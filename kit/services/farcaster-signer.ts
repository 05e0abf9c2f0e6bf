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

declare module '../../kernel/services' {
  interface PorticoServices {
    farcasterSigner: FarcasterSignerService;
  }
}
