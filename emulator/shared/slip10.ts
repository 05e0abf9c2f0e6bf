/** BIP-32 indexes at and above this are hardened; Ed25519 under SLIP-0010 has hardened children only. */
const HARDENED = 0x8000_0000;

/** SLIP-0010's HMAC key for an Ed25519 master node. */
const ED25519_SEED_KEY = new TextEncoder().encode('ed25519 seed');

export interface Slip10Node {
  /** The 32-byte Ed25519 private key (the seed Ed25519 hashes into its scalar). */
  privateKey: Uint8Array;
  chainCode: Uint8Array;
}

// WebCrypto takes only ArrayBuffer-backed bytes, so inputs are copied as they go in.
async function hmacSha512(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const hmacKey = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, new Uint8Array(data)));
}

const nodeOf = (digest: Uint8Array): Slip10Node => ({ privateKey: digest.slice(0, 32), chainCode: digest.slice(32) });

/**
 * SLIP-0010's Ed25519 node at `path` from a BIP-39 seed: each entry i is the hardened child i' (0 to 2^31 - 1), so
 * [44, 501, 0, 0] is m/44'/501'/0'/0'. Master: HMAC-SHA512(key "ed25519 seed", seed); child: HMAC-SHA512(key = the
 * parent's chain code, 0x00 || the parent's private key || ser32(i + 2^31)).
 */
export async function slip10Ed25519(seed: Uint8Array, path: readonly number[]): Promise<Slip10Node> {
  let node = nodeOf(await hmacSha512(ED25519_SEED_KEY, seed));
  for (const index of path) {
    if (!Number.isInteger(index) || index < 0 || index >= HARDENED) throw new RangeError(`A path index is an integer from 0 to ${HARDENED - 1}`);
    const data = new Uint8Array(37);
    data.set(node.privateKey, 1);
    new DataView(data.buffer).setUint32(33, index + HARDENED);
    node = nodeOf(await hmacSha512(node.chainCode, data));
  }
  return node;
}
