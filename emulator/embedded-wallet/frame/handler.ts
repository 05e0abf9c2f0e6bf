import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { fromBase64Url, toBase64Url } from '../keys/base64url';
import { generateEntropy } from '../keys/entropy';
import {
  decryptWithKey,
  decryptWithPassword,
  encryptForPassword,
  encryptWithKey,
  type PasswordKdfOptions,
} from '../keys/recovery-encryption';
import { RecoveryDecryptionError } from '../keys/recovery-error';
import { splitEntropy, type KeyShares } from '../keys/shares';
import { importedSecret, walletKeyAt, type WalletSecret } from '../keys/wallet-secret';
import type { CloudDriveApi } from './cloud-drive-api';
import { deviceShares, type ShareStorage } from './device-shares';
import { createDispatcher } from './dispatch';
import { driveRecoveryKeys } from './drive-recovery-key';
import { farcasterSignerActions } from './farcaster-signer';
import { FrameError } from './frame-error';
import { EVENT_DATA, type RecoveryMethod } from './protocol';
import type { ProviderApi, RecoveryShareAnswer } from './provider-api';
import { createUnlocker, keyAt } from './unlock';
import { signWalletRequest } from './wallet-requests';

export interface FrameHandlerOptions {
  appId: string;
  storage: ShareStorage;
  api: ProviderApi;
  /** The user's Google Drive, for `google-drive` recovery. */
  drive: CloudDriveApi;
  /** Only tests lower the password KDF's cost. */
  passwordKdf?: PasswordKdfOptions;
}

const INVALID_PASSWORD = 'Invalid recovery password, please try again.';

/** What a recovery method needs from the host besides the access token: the password or the drive token. */
interface RecoverySecrets {
  recoveryPassword?: string | undefined;
  recoveryAccessToken?: string | undefined;
}

/** The secret a method needs; its absence is the host's mistake. */
function required(secrets: RecoverySecrets, name: keyof RecoverySecrets, method: RecoveryMethod): string {
  const secret = secrets[name];
  if (secret === undefined) throw new FrameError('invalid_request_arguments', `${method} recovery needs a ${name}`);
  return secret;
}

/**
 * The frame's answers to the host's requests (protocol.ts), as a pure function of injected storage, provider API and
 * drive API, so it runs the same in the browser and in tests. It keeps no key between requests: each one rebuilds the wallet
 * from two shares and lets the secret go, so a revoked access token stops signing at once.
 */
export function createFrameHandler({ appId, storage, api, drive, passwordKdf }: FrameHandlerOptions) {
  const shares = deviceShares(storage, appId);
  const driveKeys = driveRecoveryKeys(drive);
  const { rebuild, unlock } = createUnlocker({ shares, api });

  async function sealRecoveryShare(accessToken: string, address: string, share: Uint8Array, method: RecoveryMethod, secrets: RecoverySecrets) {
    switch (method) {
      case 'privy': {
        const { recovery_key } = await api.recoveryKey(accessToken, address);
        return encryptWithKey(share, fromBase64Url(recovery_key));
      }
      case 'google-drive':
        return encryptWithKey(share, await driveKeys.forSealing(required(secrets, 'recoveryAccessToken', method), address));
      case 'user-passcode':
        return encryptForPassword(share, required(secrets, 'recoveryPassword', method), passwordKdf);
    }
  }

  /**
   * A fresh split of the secret: the provider gets its new auth and recovery shares, this device the new device
   * share. Shares of different splits do not combine, so every older device share (a lost device's) stops working;
   * another device of the user's is asked to recover (connect answers recovery_needed). Keeping the old split and
   * storing the recovery share as this device's share would have spared that, but a lost device's share plus that
   * stored one would rebuild the wallet without the provider.
   */
  async function reshare(accessToken: string, address: string, secret: WalletSecret, method: RecoveryMethod, secrets: RecoverySecrets) {
    const split = await splitEntropy(secret.bytes);
    const user = await api.replaceShares(accessToken, {
      address,
      recovery_method: method,
      auth_share: toBase64Url(split.auth),
      encrypted_recovery_share: await sealRecoveryShare(accessToken, address, split.recovery, method, secrets),
    });
    shares.save(address, split.device);
    return user;
  }

  /** The key that opens a key-sealed recovery share: the provider's (`privy`) or the one in the user's drive. */
  async function recoveryKeyOf(address: string, sealed: RecoveryShareAnswer, secrets: RecoverySecrets): Promise<Uint8Array> {
    if (sealed.recovery_method === 'privy') {
      if (!sealed.recovery_key) throw new FrameError('invalid_share', 'The provider sent no recovery key');
      return fromBase64Url(sealed.recovery_key);
    }
    const key = await driveKeys.read(required(secrets, 'recoveryAccessToken', sealed.recovery_method), address);
    if (!key) throw new FrameError('invalid_share', 'Google Drive holds no recovery file for this wallet');
    return key;
  }

  async function openRecoveryShare(accessToken: string, address: string, secrets: RecoverySecrets) {
    const sealed = await api.recoveryShare(accessToken, address);
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

  /** Splits a new wallet's secret and has `register` hand the provider its shares; answers the address and user. */
  async function registerNew(secret: WalletSecret, register: (address: string, split: KeyShares) => Promise<unknown>) {
    const { address } = walletKeyAt(secret, 0);
    const split = await splitEntropy(secret.bytes);
    const user = await register(address, split);
    // Stored only once the provider holds its shares, so a refused wallet leaves nothing behind.
    shares.save(address, split.device);
    return { address, user };
  }

  return createDispatcher(EVENT_DATA, {
    async 'wallet:create'({ accessToken, recoveryMethod, ...secrets }) {
      return registerNew({ kind: 'hd', bytes: generateEntropy() }, async (address, split) =>
        api.create(accessToken, {
          address,
          wallet_index: 0,
          recovery_method: recoveryMethod,
          auth_share: toBase64Url(split.auth),
          encrypted_recovery_share: await sealRecoveryShare(accessToken, address, split.recovery, recoveryMethod, secrets),
        }),
      );
    },
    async 'wallet:create-additional'({ accessToken, primaryWalletAddress, hdWalletIndex, mfaToken }) {
      const secret = await unlock(accessToken, primaryWalletAddress, mfaToken);
      if (secret.kind !== 'hd') throw new FrameError('invalid_request_arguments', 'An imported wallet has no further HD wallets');
      // The primary's shares open every index, so the new wallet gets no shares of its own.
      const { address } = walletKeyAt(secret, hdWalletIndex);
      const user = await api.createAdditional(accessToken, { primary_address: primaryWalletAddress, wallet_index: hdWalletIndex, address });
      return { address, user };
    },
    async 'wallet:import'({ accessToken, privateKey }) {
      let secret: WalletSecret;
      try {
        secret = importedSecret(privateKey);
      } catch {
        throw new FrameError('invalid_request_arguments', 'Not a valid private key');
      }
      // Automatic recovery: importing asks the person nothing but the key.
      return registerNew(secret, async (address, split) =>
        api.importWallet(accessToken, {
          address,
          auth_share: toBase64Url(split.auth),
          encrypted_recovery_share: await sealRecoveryShare(accessToken, address, split.recovery, 'privy', {}),
        }),
      );
    },
    async 'wallet:connect'({ accessToken, address, mfaToken }) {
      await unlock(accessToken, address, mfaToken);
      return { address: getAddress(address) };
    },
    async 'wallet:recover'({ accessToken, address, mfaToken, ...secrets }) {
      const recovery = await openRecoveryShare(accessToken, address, secrets);
      const { auth_share } = await api.authShare(accessToken, address, mfaToken);
      const secret = await rebuild([fromBase64Url(auth_share), recovery.share], address);
      if (!secret) throw new FrameError('invalid_share', 'The recovery and auth shares do not rebuild this wallet');
      await reshare(accessToken, address, secret, recovery.method, secrets);
      return { address: getAddress(address) };
    },
    async 'wallet:set-recovery'({ accessToken, address, recoveryMethod, mfaToken, ...secrets }) {
      const secret = await unlock(accessToken, address, mfaToken);
      const user = await reshare(accessToken, address, secret, recoveryMethod, secrets);
      return { address: getAddress(address), user };
    },
    async 'wallet:rpc'({ accessToken, address, hdWalletIndex, request, mfaToken }) {
      const { privateKey } = keyAt(await unlock(accessToken, address, mfaToken), hdWalletIndex);
      const data = await signWalletRequest(privateKeyToAccount(privateKey), request.method, request.params);
      return { response: { method: request.method, data } };
    },
    async 'wallet:clear'({ address }) {
      shares.forget(address);
      return {};
    },
    ...farcasterSignerActions(unlock),
  });
}

export type FrameHandler = ReturnType<typeof createFrameHandler>;
