import { base64urlnopad } from '@scure/base';
import { decryptWithKey, decryptWithPassword, encryptForPassword, encryptWithKey, type PasswordKdfOptions } from '../../../provider/embedded-wallet/keys/recovery-encryption';
import { RecoveryDecryptionError } from '../../../provider/embedded-wallet/keys/recovery-error';
import { shareAt, shareX, splitEntropy } from '../../../provider/embedded-wallet/keys/shares';
import type { WalletSecret } from '../../../provider/embedded-wallet/keys/wallet-secret';
import type { CloudDriveApi } from './cloud-drive-api';
import type { deviceShares } from './device-shares';
import { driveRecoveryKeys } from './drive-recovery-key';
import { FrameError } from './frame-error';
import type { RecoveryMethod } from './protocol';
import type { ProviderApi, RecoveryShareAnswer } from './provider-api';
import type { createUnlocker } from './unlock';

const INVALID_PASSWORD = 'Invalid recovery password, please try again.';

/** What a recovery method needs from the host besides the access token: the password or the drive token. */
export interface RecoverySecrets {
  recoveryPassword?: string | undefined;
  recoveryAccessToken?: string | undefined;
}

/** The secret a method needs; its absence is the host's mistake. */
function required(secrets: RecoverySecrets, name: keyof RecoverySecrets, method: RecoveryMethod): string {
  const secret = secrets[name];
  if (secret === undefined) throw new FrameError('invalid_request_arguments', `${method} recovery needs a ${name}`);
  return secret;
}

export interface WalletSharesOptions {
  shares: ReturnType<typeof deviceShares>;
  api: ProviderApi;
  drive: CloudDriveApi;
  rebuild: ReturnType<typeof createUnlocker>['rebuild'];
  /** The host page's origin, named in the owner's notice of a recovery on a new device. */
  pageOrigin: string | null;
  passwordKdf?: PasswordKdfOptions | undefined;
}

/**
 * A wallet's three shares over its life: the first split of a new secret, a re-split under a (possibly new) recovery
 * method, and the rebuild from auth + recovery share on a device without a current share. Shared by every event that
 * makes or recovers a wallet, Ethereum or Solana.
 */
export function createWalletShares({ shares, api, drive, rebuild, pageOrigin, passwordKdf }: WalletSharesOptions) {
  const driveKeys = driveRecoveryKeys(drive);

  async function sealRecoveryShare(accessToken: string, address: string, share: Uint8Array, method: RecoveryMethod, secrets: RecoverySecrets) {
    switch (method) {
      case 'privy': {
        const { recovery_key } = await api.recoveryKey(accessToken, address);
        return encryptWithKey(share, base64urlnopad.decode(recovery_key));
      }
      case 'google-drive':
        return encryptWithKey(share, await driveKeys.forSealing(required(secrets, 'recoveryAccessToken', method), address));
      case 'user-passcode':
        return encryptForPassword(share, required(secrets, 'recoveryPassword', method), passwordKdf);
    }
  }

  /** The key that opens a key-sealed recovery share: the provider's (`privy`) or the one in the user's drive. */
  async function recoveryKeyOf(address: string, sealed: RecoveryShareAnswer, secrets: RecoverySecrets): Promise<Uint8Array> {
    if (sealed.recovery_method === 'privy') {
      if (!sealed.recovery_key) throw new FrameError('invalid_share', 'The provider sent no recovery key');
      return base64urlnopad.decode(sealed.recovery_key);
    }
    const key = await driveKeys.read(required(secrets, 'recoveryAccessToken', sealed.recovery_method), address);
    if (!key) throw new FrameError('invalid_share', 'Google Drive holds no recovery file for this wallet');
    return key;
  }

  async function openRecoveryShare(address: string, sealed: RecoveryShareAnswer, secrets: RecoverySecrets) {
    const method = sealed.recovery_method;
    try {
      const share =
        method === 'user-passcode'
          ? await decryptWithPassword(sealed.encrypted_recovery_share, required(secrets, 'recoveryPassword', method), passwordKdf)
          : await decryptWithKey(sealed.encrypted_recovery_share, await recoveryKeyOf(address, sealed, secrets));
      return { method, share };
    } catch (error) {
      if (!(error instanceof RecoveryDecryptionError)) throw error;
      // AES-GCM cannot tell a wrong password from an altered envelope; the spec's answer covers both.
      if (sealed.recovery_method === 'user-passcode') throw new FrameError('invalid_recovery_password', INVALID_PASSWORD);
      throw new FrameError('invalid_share', 'The recovery share could not be opened');
    }
  }

  /**
   * A new 2-of-3 split of `secret`: the device share, and for the provider the auth and sealed recovery shares and the
   * device share's x coordinate (never its value), at which a recovering device rebuilds that same share.
   */
  async function split(accessToken: string, address: string, secret: WalletSecret, method: RecoveryMethod, secrets: RecoverySecrets) {
    const { device, auth, recovery } = await splitEntropy(secret.bytes);
    const providerShares = {
      auth_share: base64urlnopad.encode(auth),
      encrypted_recovery_share: await sealRecoveryShare(accessToken, address, recovery, method, secrets),
      device_share_x: shareX(device),
    };
    return { device, providerShares };
  }

  /** A fresh split of the secret; the provider gets its new shares, this device the new device share. */
  async function reshare(accessToken: string, address: string, secret: WalletSecret, method: RecoveryMethod, secrets: RecoverySecrets) {
    const { device, providerShares } = await split(accessToken, address, secret, method, secrets);
    const user = await api.replaceShares(accessToken, { address, recovery_method: method, ...providerShares });
    shares.save(address, device);
    return user;
  }

  return {
    /**
     * Splits a new wallet's secret and has `register` hand the provider its auth share and the recovery share sealed
     * for `method` (automatic by default), under `address` (the secret's Ethereum or Solana wallet); answers the
     * address and user.
     */
    async registerNew(
      secret: WalletSecret,
      address: string,
      { accessToken, method = 'privy', secrets = {} }: { accessToken: string; method?: RecoveryMethod; secrets?: RecoverySecrets },
      register: (providerShares: Awaited<ReturnType<typeof split>>['providerShares']) => Promise<unknown>,
    ) {
      const { device, providerShares } = await split(accessToken, address, secret, method, secrets);
      const user = await register(providerShares);
      // Stored only once the provider holds its shares, so a refused wallet leaves nothing behind.
      shares.save(address, device);
      return { address, user };
    },

    /**
     * Moves the wallet to a (possibly new) recovery method with a fresh split. Shares of different splits do not
     * combine, so every other device's share goes stale: each recovers once (silently with automatic recovery) on its
     * next use, as a registered device, which asks for no fresh login.
     */
    reshare,

    /**
     * Auth + recovery share rebuild the secret kept under `address` on this device, which then gets back the very device
     * share the wallet was split with (shareAt), so no other device's share goes stale. A wallet split before the
     * provider kept that share's x coordinate is re-split instead.
     */
    async recover(accessToken: string, address: string, secrets: RecoverySecrets, mfaToken?: string): Promise<WalletSecret> {
      const sealed = await api.recoveryShares(accessToken, address, pageOrigin, mfaToken);
      const recovery = await openRecoveryShare(address, sealed, secrets);
      const pair: [Uint8Array, Uint8Array] = [base64urlnopad.decode(sealed.auth_share), recovery.share];
      const secret = await rebuild(pair, address);
      if (!secret) throw new FrameError('invalid_share', 'The recovery and auth shares do not rebuild this wallet');
      if (sealed.device_share_x === undefined) await reshare(accessToken, address, secret, recovery.method, secrets);
      else shares.save(address, await shareAt(pair, sealed.device_share_x));
      return secret;
    },
  };
}

export type WalletShares = ReturnType<typeof createWalletShares>;
