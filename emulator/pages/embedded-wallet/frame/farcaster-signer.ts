import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import type * as z from 'zod/mini';
import { farcasterSignerKey } from '../../../provider/embedded-wallet/keys/farcaster-signer';
import type { EventActions } from './dispatch';
import type { EVENT_DATA } from './protocol';
import { keyAt, type createUnlocker } from './unlock';

type FarcasterEvents = Pick<typeof EVENT_DATA, 'farcaster:init-signer' | 'farcaster:sign'>;
type WalletKeyData = z.output<FarcasterEvents['farcaster:init-signer']>;

/**
 * The hidden frame's Farcaster signer events. The signer key is derived from the unlocked wallet key for each request
 * and let go, like the wallet key itself, so it is never stored and only its public key and signatures leave the frame.
 */
export function farcasterSignerActions(unlock: ReturnType<typeof createUnlocker>['unlock']): EventActions<FarcasterEvents> {
  async function signerKey({ accessToken, address, hdWalletIndex, mfaToken }: WalletKeyData) {
    return farcasterSignerKey(keyAt(await unlock(accessToken, address, mfaToken), hdWalletIndex).privateKey);
  }

  return {
    async 'farcaster:init-signer'(data) {
      return { publicKey: bytesToHex(ed25519.getPublicKey(await signerKey(data))) };
    },
    async 'farcaster:sign'({ payload, ...data }) {
      // The schema took 0x and whole bytes only.
      return { signature: bytesToHex(ed25519.sign(hexToBytes(payload.hash as Hex), await signerKey(data))) };
    },
  };
}
