// @vitest-environment node
// Exporting the embedded Solana wallet's key: the Solana plugin's export opens the embedded wallet's export screen for
// the Solana address (through the `embeddedFrame` service), and the provider's export page, given what the screen
// hands it, shows the wallet's secret key.
import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExportHandler, type ExportedSecret } from '../emulator/pages/embedded-wallet/frame/export-handler';
import { ExportFrameQuery } from '../emulator/pages/embedded-wallet/frame/protocol';
import { definePlugin, type AnyPlugin, type Portico } from '../kernel/index';
import type { ExportRequest } from '../plugins/embedded-wallet/key-export';
import { solana, type SolanaPlugin } from '../plugins/solana/index';
import { walletKernel } from './support/embedded-wallet-kernel';
import { DEMO_APP_ID, } from './support/emulator';

const EXPORT_SCREEN = 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN';

afterEach(() => vi.unstubAllGlobals());

/** A person logged in by email (their Ethereum wallet created), with the Solana plugin and its key export. */
async function withSolanaExport(plugins: readonly AnyPlugin[] = []) {
  // Wallet creation checks the page is secure enough (localhost is).
  vi.stubGlobal('location', new URL('http://localhost:3000/'));
  const withPlugins = [solana({ noPromptOnSignature: true }), ...plugins];
  const wallet = await walletKernel({ rpcUrl: 'http://127.0.0.1:9', prompts: false, plugins: withPlugins });
  return { ...wallet, kernel: wallet.kernel as typeof wallet.kernel & Portico<[SolanaPlugin]> };
}

type Kernel = Awaited<ReturnType<typeof withSolanaExport>>['kernel'];

/** The export screen's request, once `exportWallet` opened it. */
async function exportScreenRequest(kernel: Kernel): Promise<ExportRequest> {
  await vi.waitFor(() => expect(kernel.getSnapshot().modal).toMatchObject({ open: true, screen: EXPORT_SCREEN }));
  return kernel.getSnapshot().modal.data as ExportRequest;
}

describe('the embedded Solana wallet’s key export', () => {
  it('opens the export screen for the Solana address, whose page shows the secret key Solana wallets import', async () => {
    const { frame, kernel } = await withSolanaExport();
    await kernel.solana.createWallet();
    const { address } = kernel.solana.getWallets()[0]!;

    const exported = kernel.solana.exportWallet();
    const request = await exportScreenRequest(kernel);
    expect(request.key).toEqual({ address });
    const url = new URL(request.frameUrl);
    expect(url.pathname).toBe(`/apps/${DEMO_APP_ID}/embedded-wallets/export`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ address, phrase_export: 'false' });

    // The page the screen's frame loads, on this device, given what the screen sends it.
    const shown: ExportedSecret[] = [];
    const page = createExportHandler({
      walletSecret: frame.exportSecret,
      query: ExportFrameQuery.parse(Object.fromEntries(url.searchParams)),
      view: { show: (secret) => void shown.push(secret), showError: (message) => expect.fail(message) },
    });
    await page({ id: 'e1', event: 'export:init', data: { accessToken: await kernel.getAccessToken(), ...request.key } });
    const secretKey = base58.decode((shown[0] as { privateKey: string }).privateKey);
    expect(secretKey.slice(32)).toEqual(base58.decode(address));
    const message = new TextEncoder().encode('mine');
    expect(ed25519.verify(ed25519.sign(message, secretKey.slice(0, 32)), message, base58.decode(address))).toBe(true);

    kernel.prompts.resolve(true);
    await expect(exported).resolves.toBeUndefined();
  });

  it('recovers the wallet’s shares on a device that lost them before opening the screen', async () => {
    const { frame, kernel, wallet: ethereumAddress } = await withSolanaExport();
    await kernel.solana.createWallet();
    // The Solana wallet uses the Ethereum wallet's shares: this device forgets its share of them.
    await frame.request('wallet:clear', { address: ethereumAddress });
    const asked = frame.events.length;

    const exported = kernel.solana.exportWallet();
    await exportScreenRequest(kernel);
    expect(frame.events.slice(asked)).toEqual(['solana-wallet:connect', 'solana-wallet:recover']);
    kernel.prompts.resolve(true);
    await exported;
  });

  it('asks the MFA service for an export proof and hands it to the page', async () => {
    const ensureVerified = vi.fn(async () => 'export-proof');
    const fakeMfa = definePlugin({ id: 'fakeMfa', provides: ['mfa'], setup: () => ({ actions: {}, services: { mfa: { ensureVerified } } }) });
    const { kernel } = await withSolanaExport([fakeMfa]);
    await kernel.solana.createWallet();

    const exported = kernel.solana.exportWallet();
    expect(await exportScreenRequest(kernel)).toMatchObject({ mfaToken: 'export-proof' });
    expect(ensureVerified).toHaveBeenCalledWith('export', undefined);
    kernel.prompts.resolve(true);
    await exported;
  });

  it('is refused, before any frame request, for a user without a Solana wallet or an address not theirs', async () => {
    const { frame, kernel, wallet: ethereumAddress } = await withSolanaExport();
    const asked = frame.events.length;
    await expect(kernel.solana.exportWallet()).rejects.toMatchObject({
      code: 'embedded_wallet_not_found',
      shortMessage: 'This user has no embedded Solana wallet.',
    });
    await kernel.solana.createWallet();
    const notTheirs = { code: 'embedded_wallet_not_found', shortMessage: 'This address is not one of this user’s embedded Solana wallets.' };
    await expect(kernel.solana.exportWallet({ address: ethereumAddress })).rejects.toMatchObject(notTheirs);
    await expect(kernel.solana.exportWallet({ address: '11111111111111111111111111111111' })).rejects.toMatchObject(notTheirs);
    expect(frame.events.slice(asked)).toEqual(['solana-wallet:create']);
    expect(kernel.getSnapshot().modal.open).toBe(false);
  });
});
