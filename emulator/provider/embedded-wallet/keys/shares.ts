import { combine, split } from 'shamir-secret-sharing';

/** Where each share of a wallet's entropy lives; see index.ts for why there are three. */
export interface KeyShares {
  /** Kept in the frame origin's storage on the user's device. */
  device: Uint8Array;
  /** Kept by the provider, released only to a valid access token. */
  auth: Uint8Array;
  /** Kept by the provider, encrypted for the user's recovery method. */
  recovery: Uint8Array;
}

const SHARE_COUNT = 3;
/** Any two shares rebuild the entropy; one alone reveals nothing about it. */
const THRESHOLD = 2;

/**
 * Splits a wallet's secret (its entropy, or an imported key) into three Shamir shares, 2 of 3. Each share is one byte
 * longer than the secret.
 */
export async function splitEntropy(entropy: Uint8Array): Promise<KeyShares> {
  const [device, auth, recovery] = await split(entropy, SHARE_COUNT, THRESHOLD);
  // split() returns exactly SHARE_COUNT shares.
  return { device: device!, auth: auth!, recovery: recovery! };
}

/**
 * The secret rebuilt from any two shares of one split. Shamir shares carry no checksum: two shares
 * of different wallets combine into wrong bytes without an error, so the caller checks the derived
 * address against the wallet it expected.
 */
export const combineShares = (shares: readonly [Uint8Array, Uint8Array]) => combine([...shares]);

/** A share's x coordinate: its last byte. */
export const shareX = (share: Uint8Array) => share[share.length - 1]!;

/**
 * The share of the same split at x coordinate `x`, from two others: a recovering device gets back the very device
 * share its wallet was split with, so no other device's share goes stale. Addition in GF(2^8) is XOR, so moving every
 * point by `x` keeps the polynomial's degree, and interpolating the moved points at 0 gives its value at `x`.
 */
export async function shareAt(shares: readonly [Uint8Array, Uint8Array], x: number): Promise<Uint8Array> {
  if (!Number.isInteger(x) || x < 1 || x > 255 || shares.some((share) => shareX(share) === x)) {
    throw new RangeError('x must be a coordinate in 1..255 that neither share has');
  }
  const moved = shares.map((share) => share.map((byte, i) => (i === share.length - 1 ? byte ^ x : byte)));
  const values = await combine(moved);
  const share = new Uint8Array(values.length + 1);
  share.set(values);
  share[values.length] = x;
  return share;
}
