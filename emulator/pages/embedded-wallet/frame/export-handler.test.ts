// @vitest-environment node
import { toHex, type Hex } from 'viem';
import { generatePrivateKey, mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_APP_ID } from '../../../provider/apps';
import type { ExportedSecret } from './export-handler';
import { createWallet, exportPage, mnemonicOf, setUp } from './frame-test-support';
import { createMessageListener, type ParentWindow } from './listener';

const WIDGET = 'http://localhost:5173';

/** Besides the exact reply checked: the secret is in no part of it. */
function expectNoSecret(reply: unknown, secret: ExportedSecret) {
  const text = JSON.stringify(reply).toLowerCase();
  expect(text).not.toContain(secret.kind === 'private-key' ? secret.privateKey.slice(2).toLowerCase() : secret.words.slice(0, 2).join(' '));
}

describe('the export page', () => {
  it('shows an HD wallet’s seed phrase when asked, and answers only what it showed', async () => {
    const { repo, phone, accessToken, address } = await createWallet();
    const page = exportPage(phone, { address, phrase_export: 'true' });
    const reply = await page.init({ accessToken, address, hdWalletIndex: 0 });
    expect(reply).toEqual({ id: 'e1', event: 'export:init', data: { shown: 'seed-phrase' } });
    const mnemonic = await mnemonicOf(repo, phone.storage, address);
    expect(page.shown).toEqual([{ kind: 'seed-phrase', words: mnemonic.split(' ') }]);
    expectNoSecret(reply, page.shown[0]!);
  });

  it('shows the private key otherwise, of the index the URL names', async () => {
    const { repo, phone, accessToken, address } = await createWallet();
    const mnemonic = await mnemonicOf(repo, phone.storage, address);
    const primary = exportPage(phone, { address, phrase_export: 'false' });
    const reply = await primary.init({ accessToken, address, hdWalletIndex: 0 });
    expect(reply).toEqual({ id: 'e1', event: 'export:init', data: { shown: 'private-key' } });
    expect(primary.shown).toEqual([{ kind: 'private-key', privateKey: toHex(mnemonicToAccount(mnemonic).getHdKey().privateKey!) }]);
    expectNoSecret(reply, primary.shown[0]!);

    const { address: second } = await phone.ok('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 1 });
    const further = exportPage(phone, { address: second as Hex });
    await further.init({ accessToken, address, hdWalletIndex: 1 });
    expect(further.shown).toEqual([{ kind: 'private-key', privateKey: toHex(mnemonicToAccount(mnemonic, { addressIndex: 1 }).getHdKey().privateKey!) }]);
  });

  it('shows an imported wallet’s key even when the phrase is asked for: it has none', async () => {
    const { device, accessToken } = await setUp();
    const phone = device();
    const privateKey = generatePrivateKey();
    const { address } = await phone.ok('wallet:import', { accessToken, privateKey });
    const page = exportPage(phone, { address: address as Hex, phrase_export: 'true' });
    expect(await page.init({ accessToken, address, hdWalletIndex: 0 })).toMatchObject({ data: { shown: 'private-key' } });
    expect(page.shown).toEqual([{ kind: 'private-key', privateKey }]);
  });

  it('asks for recovery on a device without a share, shows the error and no key', async () => {
    const { device, accessToken, address } = await createWallet();
    const page = exportPage(device(), { address, phrase_export: 'true' });
    const reply = await page.init({ accessToken, address, hdWalletIndex: 0 });
    expect(reply).toMatchObject({ id: 'e1', event: 'export:init', error: { code: 'recovery_needed', recoveryMethod: 'privy' } });
    expect(page.shown).toEqual([]);
    expect(page.errors).toEqual(['This device has no share of the wallet: recover it']);
  });

  it('refuses to show another wallet than the URL names, a bad token, and other events', async () => {
    const { phone, accessToken, address } = await createWallet();
    const page = exportPage(phone, { address });
    expect(await page.init({ accessToken, address, hdWalletIndex: 1 })).toMatchObject({ error: { code: 'invalid_request_arguments' } });
    expect(await page.init({ accessToken: `${accessToken}x`, address, hdWalletIndex: 0 })).toMatchObject({ error: { code: 'missing_or_invalid_token' } });
    expect(await page.init({ address, hdWalletIndex: 0 })).toMatchObject({ error: { code: 'invalid_request_arguments' } });
    expect(await page.handle({ id: 'r', event: 'wallet:rpc', data: {} })).toMatchObject({ error: { code: 'invalid_request_arguments' } });
    expect(page.shown).toEqual([]);
    // And the hidden frame does not know export:init.
    expect(await phone.fail('export:init', { accessToken, address, hdWalletIndex: 0 })).toMatchObject({ code: 'invalid_request_arguments' });
  });

  it('is served as a page and script that hold none of the wallet’s secrets: they exist only after export:init', async () => {
    const { provider, repo, phone, address } = await createWallet();
    const mnemonic = await mnemonicOf(repo, phone.storage, address);
    const auth = repo.list('embedded_wallets')[0]!.value.auth_share;
    const secrets = [toHex(mnemonicToAccount(mnemonic).getHdKey().privateKey!).slice(2), mnemonic.split(' ').slice(0, 3).join(' '), auth];
    const page = await provider.call(`/apps/${DEMO_APP_ID}/embedded-wallets/export?address=${address}&phrase_export=true`, { appId: null });
    const script = await provider.call('/embedded-wallets/export.js', { appId: null });
    expect([page.status, script.status]).toEqual([200, 200]);
    for (const secret of secrets) {
      expect(page.text).not.toContain(secret);
      expect(script.text).not.toContain(secret);
    }
  }, 30_000);

  it('ignores a message from a window other than its parent, or from another origin', async () => {
    const { phone, accessToken, address } = await createWallet();
    const page = exportPage(phone, { address });
    const parent = { postMessage: vi.fn<ParentWindow['postMessage']>() };
    const handle = vi.fn(page.handle);
    const listen = createMessageListener({ parent, parentOrigin: WIDGET, handle });
    const data = { id: 'e1', event: 'export:init', data: { accessToken, address, hdWalletIndex: 0 } };
    listen({ origin: 'http://localhost:6666', source: parent as unknown as Window, data });
    listen({ origin: WIDGET, source: {} as Window, data });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handle).not.toHaveBeenCalled();
    expect(page.shown).toEqual([]);

    listen({ origin: WIDGET, source: parent as unknown as Window, data });
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledOnce());
    expect(parent.postMessage).toHaveBeenCalledWith({ id: 'e1', event: 'export:init', data: { shown: 'private-key' } }, WIDGET);
    expect(page.shown).toHaveLength(1);
  });
});
