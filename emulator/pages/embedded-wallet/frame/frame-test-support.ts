import { base64urlnopad } from '@scure/base';
import type { Hex } from 'viem';
import { expect } from 'vitest';
import { DEMO_APP_ID } from '../../../provider/apps';
import { createMemoryRepository } from '../../../shared/memory-repository';
import { recoveryOAuth } from '../../../provider/recovery-oauth-test-support';
import { BASE_URL, startEmulator } from '../../../test-support';
import { FrameSolanaAddressAnswer } from '../../../../schemas/embedded-wallet';
import { combineShares, mnemonicFromEntropy } from '../../../provider/embedded-wallet/keys';
import { frameLifetimeDeviceKey } from './device-key';
import { deviceShares, type ShareStorage } from './device-shares';
import { createExportHandler, type ExportedSecret, type ExportView } from './export-handler';
import type { ExportFrameQuery, FrameReply, RecoveryMethod } from './protocol';
import { createWalletFrame } from './wallet-frame';

/** Helpers of the frame's in-process tests: a provider, a user, and frame "devices" with their own storage. */

const FAST_KDF = { iterations: 1_000 };

export const memoryStorage = (): ShareStorage & { entries: Map<string, string> } => {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};

/** Frame "devices" (each with its own storage) talking to an in-process provider. */
export const frameDevices =
  (provider: ReturnType<typeof startEmulator>) =>
  (storage = memoryStorage()) => {
    const { handle, exportSecret } = testWalletFrame(provider, storage);
    let count = 0;
    /** Sends one request and returns its reply. */
    const send = async (event: string, data: unknown): Promise<FrameReply> => {
      const id = `r${(count += 1)}`;
      const reply = await handle({ id, event, data });
      expect(reply).toMatchObject({ id, event });
      return reply!;
    };
    const ok = async (event: string, data: unknown) => {
      const reply = await send(event, data);
      if ('error' in reply) throw new Error(`${event}: ${JSON.stringify(reply.error)}`);
      return reply.data as Record<string, unknown>;
    };
    const fail = async (event: string, data: unknown) => {
      const reply = await send(event, data);
      if (!('error' in reply)) throw new Error(`${event} unexpectedly succeeded`);
      return reply.error;
    };
    return { storage, exportSecret, send, ok, fail };
  };

/** A device's wallet frame against the in-process provider: its storage, a device key for its lifetime. */
export const testWalletFrame = (provider: ReturnType<typeof startEmulator>, storage: ShareStorage = memoryStorage()) =>
  createWalletFrame({
    appId: DEMO_APP_ID,
    baseUrl: BASE_URL,
    fetch: provider.emulator.fetch,
    storage,
    deviceKey: frameLifetimeDeviceKey(),
    pageOrigin: 'http://localhost:5173',
    passwordKdf: FAST_KDF,
    now: provider.now,
  });

/** A logged-in user and a frame "device" (its own storage) talking to the in-process provider. */
export type FrameDevice = ReturnType<ReturnType<typeof frameDevices>>;

export async function setUp() {
  const repo = createMemoryRepository();
  const provider = startEmulator({ repo });
  const { token } = await provider.logIn(`ada-${Math.random()}@example.com`);
  const device = frameDevices(provider);
  /** A new drive access token: recovery OAuth again, as on each device. */
  const driveToken = () => recoveryOAuth(provider, token!).driveToken();
  return { repo, provider, accessToken: token!, device, driveToken };
}

export async function createWallet(recoveryMethod: RecoveryMethod = 'privy') {
  const setup = await setUp();
  const phone = setup.device();
  const recoveryPassword = recoveryMethod === 'user-passcode' ? 'hunter22' : undefined;
  const recoveryAccessToken = recoveryMethod === 'google-drive' ? await setup.driveToken() : undefined;
  const created = await phone.ok('wallet:create', { accessToken: setup.accessToken, recoveryMethod, recoveryPassword, recoveryAccessToken });
  return { ...setup, phone, address: created.address as Hex, created };
}

/** A user with an automatic-recovery Ethereum wallet, and the Solana wallet of its seed. */
export async function derivedSolanaWallet() {
  const setup = await createWallet();
  const { accessToken, address: ethereumAddress } = setup;
  const created = await setup.phone.ok('solana-wallet:create', { accessToken, ethereumAddress });
  return { ...setup, ethereumAddress, solanaAddress: FrameSolanaAddressAnswer.parse(created).address, created };
}

/** A user with no Ethereum wallet, and a Solana wallet of a seed of its own. */
export async function ownSeedSolanaWallet() {
  const setup = await setUp();
  const phone = setup.device();
  const created = await phone.ok('solana-wallet:create', { accessToken: setup.accessToken });
  return { ...setup, phone, solanaAddress: FrameSolanaAddressAnswer.parse(created).address, created };
}

/** The export page beside a device's wallet frame, opened with `query`; its view records what it was told to show. */
export function exportPage(device: Pick<FrameDevice, 'exportSecret'>, query: ExportFrameQuery) {
  const shown: ExportedSecret[] = [];
  const errors: string[] = [];
  const view: ExportView = { show: (secret) => void shown.push(secret), showError: (message) => void errors.push(message) };
  const handle = createExportHandler({ walletSecret: device.exportSecret, query, view });
  const init = (data: unknown) => handle({ id: 'e1', event: 'export:init', data });
  return { shown, errors, handle, init };
}

export const sign = (method: string, params: unknown, hdWalletIndex = 0) => ({ hdWalletIndex, request: { method, params } });

/** The signature in a `wallet:rpc` answer. */
export const signatureOf = (answer: Record<string, unknown>) => (answer as { response: { data: Hex } }).response.data;

/** The wallet's secret as the frame rebuilds it: this device's share and the provider's auth share. */
export async function secretOf(repo: ReturnType<typeof createMemoryRepository>, storage: ShareStorage, address: string): Promise<Uint8Array> {
  const device = deviceShares(storage, DEMO_APP_ID).read(address)!;
  const wallet = repo.list('embedded_wallets').find(({ value }) => value.address.toLowerCase() === address.toLowerCase())!.value;
  return combineShares([device, base64urlnopad.decode(wallet.auth_share)]);
}

/** An HD wallet's phrase, rebuilt from its shares (the test's view; the frame never hands it out). */
export const mnemonicOf = async (...args: Parameters<typeof secretOf>) => mnemonicFromEntropy(await secretOf(...args));
