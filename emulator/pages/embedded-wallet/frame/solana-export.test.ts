// @vitest-environment node
import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { describe, expect, it } from 'vitest';
import { mfaApp } from '../../../provider/mfa/mfa-test-support';
import { solanaWalletOf } from '../../../provider/embedded-wallet/keys';
import { derivedSolanaWallet, exportPage, frameDevices, mnemonicOf, ownSeedSolanaWallet } from './frame-test-support';

const MESSAGE = new TextEncoder().encode('exported, and still mine');

/** The one private key the page showed. */
function shownKey(page: ReturnType<typeof exportPage>): string {
  expect(page.shown).toEqual([{ kind: 'private-key', privateKey: expect.any(String) }]);
  return (page.shown[0] as { privateKey: string }).privateKey;
}

describe.each([
  ['of an Ethereum wallet’s seed', derivedSolanaWallet],
  ['of its own seed', ownSeedSolanaWallet],
])('the export page, for a Solana wallet %s', (_, makeWallet) => {
  it('shows its secret key as Solana wallets import it: base58 of the private key, then the address’s public key', async () => {
    const { phone, accessToken, solanaAddress } = await makeWallet();
    const page = exportPage(phone, { address: solanaAddress, phrase_export: 'false' });
    const reply = await page.init({ accessToken, address: solanaAddress });
    expect(reply).toEqual({ id: 'e1', event: 'export:init', data: { shown: 'private-key' } });
    const key = shownKey(page);
    expect(JSON.stringify(reply)).not.toContain(key);

    const secretKey = base58.decode(key);
    expect(secretKey).toHaveLength(64);
    const publicKey = base58.decode(solanaAddress);
    expect(secretKey.slice(32)).toEqual(publicKey);
    // The first half is the private key itself: what it signs verifies for the address.
    expect(ed25519.verify(ed25519.sign(MESSAGE, secretKey.slice(0, 32)), MESSAGE, publicKey)).toBe(true);
  });

  it('shows the words of its seed when the phrase is asked for, which restore the wallet', async () => {
    const { phone, accessToken, solanaAddress } = await makeWallet();
    const page = exportPage(phone, { address: solanaAddress, phrase_export: 'true' });
    expect(await page.init({ accessToken, address: solanaAddress })).toMatchObject({ data: { shown: 'seed-phrase' } });
    const [shown] = page.shown as [{ kind: 'seed-phrase'; words: string[] }];
    expect(shown.words).toHaveLength(12);
    expect((await solanaWalletOf(mnemonicToEntropy(shown.words.join(' '), wordlist))).address).toBe(solanaAddress);
  });

  it('refuses another user, another wallet than the URL names, and a device without a share', async () => {
    const { provider, phone, device, accessToken, solanaAddress } = await makeWallet();
    const { token: mallory } = await provider.logIn(`mallory-${Math.random()}@example.com`);
    const page = exportPage(phone, { address: solanaAddress });
    expect(await page.init({ accessToken: mallory!, address: solanaAddress })).toMatchObject({ error: { code: 'embedded_wallet_not_found' } });
    expect(await page.init({ accessToken, address: base58.encode(new Uint8Array(32).fill(7)) })).toMatchObject({ error: { code: 'invalid_request_arguments' } });
    expect(page.shown).toEqual([]);

    const elsewhere = exportPage(device(), { address: solanaAddress });
    expect(await elsewhere.init({ accessToken, address: solanaAddress })).toMatchObject({ error: { code: 'recovery_needed', recoveryMethod: 'privy' } });
    expect(elsewhere.shown).toEqual([]);
  });
});

it('the export page shows the same phrase for a Solana wallet as for the Ethereum wallet of its seed', async () => {
  const { repo, phone, accessToken, ethereumAddress, solanaAddress } = await derivedSolanaWallet();
  const page = exportPage(phone, { address: solanaAddress, phrase_export: 'true' });
  await page.init({ accessToken, address: solanaAddress });
  expect(page.shown).toEqual([{ kind: 'seed-phrase', words: (await mnemonicOf(repo, phone.storage, ethereumAddress)).split(' ') }]);
});

it('the export page shows only the wallet its URL names: not the Ethereum key of the same seed, nor the reverse', async () => {
  const { phone, accessToken, ethereumAddress, solanaAddress } = await derivedSolanaWallet();
  const solanaPage = exportPage(phone, { address: solanaAddress });
  expect(await solanaPage.init({ accessToken, address: ethereumAddress, hdWalletIndex: 0 })).toMatchObject({ error: { code: 'invalid_request_arguments' } });
  const ethereumPage = exportPage(phone, { address: ethereumAddress });
  expect(await ethereumPage.init({ accessToken, address: solanaAddress })).toMatchObject({ error: { code: 'invalid_request_arguments' } });
  expect([...solanaPage.shown, ...ethereumPage.shown]).toEqual([]);
});

it('the export page shows a Solana key only with an MFA proof once the user has MFA', async () => {
  const app = await mfaApp();
  const phone = frameDevices(app.api)();
  const { accessToken } = app;
  const { address: ethereumAddress } = await phone.ok('wallet:create', { accessToken, recoveryMethod: 'privy' });
  const { address } = await phone.ok('solana-wallet:create', { accessToken, ethereumAddress });
  await app.enrollSms();

  const page = exportPage(phone, { address: address as string });
  expect(await page.init({ accessToken, address })).toMatchObject({ error: { code: 'missing_or_invalid_mfa' } });
  expect(page.shown).toEqual([]);
  expect(await page.init({ accessToken, address, mfaToken: await app.verifySms() })).toMatchObject({ data: { shown: 'private-key' } });
  expect(base58.decode(shownKey(page))).toHaveLength(64);
});
