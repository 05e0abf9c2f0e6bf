import { base64urlnopad } from '@scure/base';
import { combineShares } from '../../../provider/embedded-wallet/keys/shares';
import { isEthereumOrSolanaWalletOf } from '../../../provider/embedded-wallet/keys/solana-wallet';
import { walletKeyAt, walletSecretOf, type WalletSecret } from '../../../provider/embedded-wallet/keys/wallet-secret';
import type { deviceShares } from './device-shares';
import { FrameError } from './frame-error';
import { ProviderApiError, type ProviderApi } from './provider-api';

export interface UnlockerOptions {
  shares: ReturnType<typeof deviceShares>;
  api: Pick<ProviderApi, 'authShare' | 'recoveryMethod'>;
}

/**
 * Rebuilding a wallet's secret on this device, for every frame page that needs the key (the hidden frame, the export
 * page): device share + auth share, or recovery_needed. Shares are kept under an Ethereum wallet's address, or under
 * a Solana wallet's own for a seed made for Solana alone.
 */
export function createUnlocker({ shares, api }: UnlockerOptions) {
  /**
   * The secret two shares rebuild, or null unless it is the wallet kept under `address`. Its length says whether it is
   * HD entropy or an imported key (keys/wallet-secret.ts).
   */
  async function rebuild(pair: [Uint8Array, Uint8Array], address: string): Promise<WalletSecret | null> {
    try {
      const secret = walletSecretOf(await combineShares(pair));
      return secret && (await isEthereumOrSolanaWalletOf(secret, address)) ? secret : null;
    } catch {
      // Shares of unequal length or the same x coordinate, or bytes that are no valid key: not this wallet.
      return null;
    }
  }

  async function recoveryNeeded(accessToken: string, address: string): Promise<FrameError> {
    const method = await api.recoveryMethod(accessToken, address);
    return new FrameError('recovery_needed', 'This device has no share of the wallet: recover it', method);
  }

  /** The auth share, or null where the provider does not know this device (its key pair was lost with its storage). */
  async function authShareFor(accessToken: string, address: string, mfaToken?: string): Promise<Uint8Array | null> {
    try {
      return base64urlnopad.decode((await api.authShare(accessToken, address, mfaToken)).auth_share);
    } catch (error) {
      if (error instanceof ProviderApiError && error.code === 'unregistered_device') return null;
      throw error;
    }
  }

  /** Device + auth share: the wallet's secret on a device that holds a current share. */
  async function unlock(accessToken: string, address: string, mfaToken?: string): Promise<WalletSecret> {
    const device = shares.read(address);
    if (!device) throw await recoveryNeeded(accessToken, address);
    const authShare = await authShareFor(accessToken, address, mfaToken);
    const secret = authShare && (await rebuild([device, authShare], address));
    if (secret) return secret;
    // A share of an older split (the wallet was recovered elsewhere) or a damaged one: only recovery helps.
    shares.forget(address);
    throw await recoveryNeeded(accessToken, address);
  }

  return { rebuild, unlock };
}

/** The key signing as the wallet at `hdWalletIndex`; an imported wallet has index 0 only (the host asked wrongly). */
export function keyAt(secret: WalletSecret, hdWalletIndex: number) {
  if (secret.kind === 'imported' && hdWalletIndex !== 0) throw new FrameError('invalid_request_arguments', 'An imported wallet has index 0 only');
  return walletKeyAt(secret, hdWalletIndex);
}
