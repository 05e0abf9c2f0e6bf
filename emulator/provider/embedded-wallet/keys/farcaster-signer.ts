import { hexToBytes, type Hex } from 'viem';

/** Domain separation: the same wallet key may feed other derivations, and a new scheme gets a new label. */
const FARCASTER_SIGNER_LABEL = 'portico:farcaster-signer:v1';

/**
 * The wallet's Farcaster signer: the Ed25519 private key (32-byte seed) HKDF-SHA256(ikm = the secp256k1 key's 32
 * bytes, salt = none, info = the label). A function of the wallet key alone, so a recovered wallet has the same signer
 * on any device and the provider, which never holds the wallet key, cannot compute it; one-way, so the signer key
 * tells nothing of the wallet key.
 */
export async function farcasterSignerKey(walletPrivateKey: Hex): Promise<Uint8Array> {
  // A copy: WebCrypto's types take no view of a possibly shared buffer.
  const ikm = await crypto.subtle.importKey('raw', new Uint8Array(hexToBytes(walletPrivateKey)), 'HKDF', false, ['deriveBits']);
  const info = new TextEncoder().encode(FARCASTER_SIGNER_LABEL);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info }, ikm, 256));
}
