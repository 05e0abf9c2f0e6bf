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
