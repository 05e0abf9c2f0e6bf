import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { fromBase64Url, toBase64Url } from '../keys/base64url';
import { deriveWallet } from '../keys/derive';
import { generateEntropy, mnemonicFromEntropy } from '../keys/entropy';
import {
  decryptWithKey,
  decryptWithPassword,
  encryptForPassword,
  encryptWithKey,
  type PasswordKdfOptions,
} from '../keys/recovery-encryption';
import { RecoveryDecryptionError } from '../keys/recovery-error';
import { combineShares, splitEntropy } from '../keys/shares';
import type { CloudDriveApi } from './cloud-drive-api';
import { deviceShares, type ShareStorage } from './device-shares';
import { driveRecoveryKeys } from './drive-recovery-key';
import { FrameError } from './frame-error';
import { EVENT_DATA, FrameRequest, isFrameEvent, type EventData, type FrameEvent, type FrameReply, type RecoveryMethod } from './protocol';
import { ProviderApiError, type ProviderApi, type RecoveryShareAnswer } from './provider-api';
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
const UNEXPECTED = 'An error has occurred, please try again.';

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
 * from two shares and lets the entropy go, so a revoked access token stops signing at once.
 */
export function createFrameHandler({ appId, storage, api, drive, passwordKdf }: FrameHandlerOptions) {
  const shares = deviceShares(storage, appId);
  const driveKeys = driveRecoveryKeys(drive);

  /** The entropy two shares rebuild, or null unless it derives `address` (shares carry no checksum). */
  async function rebuild(pair: [Uint8Array, Uint8Array], address: string): Promise<Uint8Array | null> {
    try {
      const entropy = await combineShares(pair);
      return deriveWallet(mnemonicFromEntropy(entropy), 0).address === getAddress(address) ? entropy : null;
    } catch {
      // Shares of unequal length or the same x coordinate, or entropy of the wrong size: not this wallet.
      return null;
    }
  }

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
   * A fresh split of the entropy: the provider gets its new auth and recovery shares, this device the new device
   * share. Shares of different splits do not combine, so every older device share (a lost device's) stops working;
   * another device of the user's is asked to recover (connect answers recovery_needed). Keeping the old split and
   * storing the recovery share as this device's share would have spared that, but a lost device's share plus that
   * stored one would rebuild the wallet without the provider.
   */
  async function reshare(accessToken: string, address: string, entropy: Uint8Array, method: RecoveryMethod, secrets: RecoverySecrets) {
    const split = await splitEntropy(entropy);
    const user = await api.replaceShares(accessToken, {
      address,
      recovery_method: method,
      auth_share: toBase64Url(split.auth),
      encrypted_recovery_share: await sealRecoveryShare(accessToken, address, split.recovery, method, secrets),
    });
    shares.save(address, split.device);
    return user;
  }

  async function recoveryNeeded(accessToken: string, address: string): Promise<FrameError> {
    const { recovery_method } = await api.recoveryShare(accessToken, address);
    return new FrameError('recovery_needed', 'This device has no share of the wallet: recover it', recovery_method);
  }

  /** Device + auth share: the wallet's entropy on a device that holds a current share. */
  async function unlock(accessToken: string, address: string): Promise<Uint8Array> {
    const device = shares.read(address);
    if (!device) throw await recoveryNeeded(accessToken, address);
    const { auth_share } = await api.authShare(accessToken, address);
    const entropy = await rebuild([device, fromBase64Url(auth_share)], address);
    if (entropy) return entropy;
    // A share of an older split (the wallet was recovered elsewhere) or a damaged one: only recovery helps.
    shares.forget(address);
    throw await recoveryNeeded(accessToken, address);
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

  const actions: { [E in FrameEvent]: (data: EventData<E>) => Promise<unknown> } = {
    async 'wallet:create'({ accessToken, recoveryMethod, ...secrets }) {
      const entropy = generateEntropy();
      const { address } = deriveWallet(mnemonicFromEntropy(entropy), 0);
      const split = await splitEntropy(entropy);
      const user = await api.create(accessToken, {
        address,
        wallet_index: 0,
        recovery_method: recoveryMethod,
        auth_share: toBase64Url(split.auth),
        encrypted_recovery_share: await sealRecoveryShare(accessToken, address, split.recovery, recoveryMethod, secrets),
      });
      // Stored only once the provider holds its shares, so a refused create leaves nothing behind.
      shares.save(address, split.device);
      return { address, user };
    },
    async 'wallet:connect'({ accessToken, address }) {
      await unlock(accessToken, address);
      return { address: getAddress(address) };
    },
    async 'wallet:recover'({ accessToken, address, ...secrets }) {
      const recovery = await openRecoveryShare(accessToken, address, secrets);
      const { auth_share } = await api.authShare(accessToken, address);
      const entropy = await rebuild([fromBase64Url(auth_share), recovery.share], address);
      if (!entropy) throw new FrameError('invalid_share', 'The recovery and auth shares do not rebuild this wallet');
      await reshare(accessToken, address, entropy, recovery.method, secrets);
      return { address: getAddress(address) };
    },
    async 'wallet:set-recovery'({ accessToken, address, recoveryMethod, ...secrets }) {
      const entropy = await unlock(accessToken, address);
      const user = await reshare(accessToken, address, entropy, recoveryMethod, secrets);
      return { address: getAddress(address), user };
    },
    async 'wallet:rpc'({ accessToken, address, hdWalletIndex, request }) {
      const entropy = await unlock(accessToken, address);
      const { privateKey } = deriveWallet(mnemonicFromEntropy(entropy), hdWalletIndex);
      const data = await signWalletRequest(privateKeyToAccount(privateKey), request.method, request.params);
      return { response: { method: request.method, data } };
    },
    async 'wallet:clear'({ address }) {
      shares.forget(address);
      return {};
    },
  };

  async function run(event: string, data: unknown): Promise<unknown> {
    if (!isFrameEvent(event)) throw new FrameError('invalid_request_arguments', `Unknown event ${event}`);
    const parsed = EVENT_DATA[event].safeParse(data);
    if (!parsed.success) throw new FrameError('invalid_request_arguments', `Invalid data for ${event}`);
    return (actions[event] as (data: unknown) => Promise<unknown>)(parsed.data);
  }

  /** The reply to one message, or undefined when it is not a request at all. */
  return async function handle(message: unknown): Promise<FrameReply | undefined> {
    const request = FrameRequest.safeParse(message);
    if (!request.success) return undefined;
    const { id, event, data } = request.data;
    try {
      return { id, event, data: await run(event, data) };
    } catch (error) {
      if (error instanceof FrameError) return { id, event, error: error.toBody() };
      if (error instanceof ProviderApiError) return { id, event, error: { code: error.code, message: error.message } };
      return { id, event, error: { code: 'error', message: UNEXPECTED } };
    }
  };
}

export type FrameHandler = ReturnType<typeof createFrameHandler>;
