import type { PasswordKdfOptions } from '../../../provider/embedded-wallet/keys/recovery-encryption';
import { createCloudDriveApi } from './cloud-drive-api';
import type { DeviceKey } from './device-key';
import type { Clock } from './device-proof';
import type { ShareStorage } from './device-shares';
import { createFrameHandler } from './handler';
import { createProviderApi } from './provider-api';

export interface WalletFrameOptions {
  appId: string;
  /** The provider's origin (the frame's own). */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  /** This device's shares (the frame origin's storage, or one that lasts as long as the frame). */
  storage: ShareStorage;
  /** This device's key pair, which signs the proof of every share request. */
  deviceKey: Promise<DeviceKey>;
  /** The nonce the frame page was served with, for the first proof. */
  nonce?: string | null;
  /** The host page's origin. */
  pageOrigin: string | null;
  clientId?: string | null;
  analyticsId?: string | null;
  /** Only tests lower the password KDF's cost. */
  passwordKdf?: PasswordKdfOptions;
  /** The clock of the proofs' `iat`; tests of a provider on a moved clock pass its. */
  now?: Clock;
}

/**
 * The hidden wallet frame's parts wired together, in the browser (main.ts) as in tests: the provider's routes signed by
 * this device's key, the user's drive, and the handler of the host's requests and of the export page's.
 */
export function createWalletFrame(options: WalletFrameOptions) {
  const { appId, baseUrl, fetch, storage, pageOrigin, passwordKdf } = options;
  const api = createProviderApi(options);
  const drive = createCloudDriveApi({ baseUrl, fetch });
  return createFrameHandler({ appId, storage, api, drive, pageOrigin, ...(passwordKdf && { passwordKdf }) });
}

export type WalletFrame = ReturnType<typeof createWalletFrame>;
