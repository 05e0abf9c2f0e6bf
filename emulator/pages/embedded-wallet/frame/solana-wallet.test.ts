// @vitest-environment node
import { base58, base64 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../../../schemas';
import { FrameSolanaRpcAnswer } from '../../../../schemas/embedded-wallet';
import { mfaApp } from '../../../provider/mfa/mfa-test-support';
import { slip10Ed25519, solanaWalletOf } from '../../../provider/embedded-wallet/keys';
import { createWallet, derivedSolanaWallet, frameDevices, mnemonicOf, ownSeedSolanaWallet, secretOf } from './frame-test-support';

const MESSAGE = new TextEncoder().encode('hello from portico');

const solanaAccountOf = (user: unknown) =>
  UserWire.parse(user).linked_accounts.find((account) => account.type === 'wallet' && account.chain_type === 'solana');

const signMessage = (message: unknown) => ({ request: { method: 'signMessage', params: { message } } });

/** The signature a `solana-wallet:rpc` answer carries, checked against the wire schema the widget reads it with. */
const signatureOf = (answer: unknown) => base64.decode(FrameSolanaRpcAnswer.parse(answer).response.data.signature);

/** The Ethereum wallet's phrase, taken through BIP-39 and SLIP-0010 step by step (not through solanaWalletOf). */
async function solanaAddressOfPhrase(mnemonic: string) {
  const { privateKey } = await slip10Ed25519(mnemonicToSeedSync(mnemonic), [44, 501, 0, 0]);
  return base58.encode(ed25519.getPublicKey(privateKey));
}

describe('solana-wallet:create', () => {
  it('derives the Solana wallet at m/44’/501’/0’/0’ of an Ethereum wallet’s seed, with no shares of its own', async () => {
    const { phone, repo, created, ethereumAddress, solanaAddress } = await derivedSolanaWallet();
    expect(solanaAddress).toBe(await solanaAddressOfPhrase(await mnemonicOf(repo, phone.storage, ethereumAddress)));
    expect(solanaAccountOf(created.user)).toEqual(
      expect.objectContaining({
        address: solanaAddress,
        chain_type: 'solana',
        chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        wallet_client_type: 'privy',
        connector_type: 'embedded',
        recovery_method: 'privy',
        wallet_index: 0,
        imported: false,
      }),
    );
    expect(repo.list('embedded_wallets')).toHaveLength(1);
    expect(phone.storage.entries.size).toBe(1);
  });

  it('makes a seed of its own for a user without an Ethereum wallet, split like wallet:create’s', async () => {
    const { phone, repo, created, solanaAddress } = await ownSeedSolanaWallet();
    expect(base58.decode(solanaAddress)).toHaveLength(32);
    expect(solanaAccountOf(created.user)).toMatchObject({ address: solanaAddress, recovery_method: 'privy', wallet_index: 0 });
    expect(repo.list('embedded_wallets').map(({ value }) => value)).toEqual([
      expect.objectContaining({ address: solanaAddress, recovery_method: 'privy', imported: false }),
    ]);
    // This device's share and the provider's auth share rebuild the seed whose Solana wallet it is.
    expect((await solanaWalletOf(await secretOf(repo, phone.storage, solanaAddress))).address).toBe(solanaAddress);
  });

  it('refuses a second Solana wallet, of either kind, and keeps no share of the refused one', async () => {
    const derived = await derivedSolanaWallet();
    const again = { accessToken: derived.accessToken, ethereumAddress: derived.ethereumAddress };
    expect(await derived.phone.fail('solana-wallet:create', again)).toEqual({
      code: 'embedded_wallet_already_exists',
      message: 'User already has a Solana wallet.',
    });

    const own = await ownSeedSolanaWallet();
    expect(await own.phone.fail('solana-wallet:create', { accessToken: own.accessToken })).toMatchObject({ code: 'embedded_wallet_already_exists' });
    expect(own.phone.storage.entries.size).toBe(1);
  });

  it('is refused beside an Ethereum wallet with user-owned recovery, with or without naming it', async () => {
    const { phone, accessToken, address } = await createWallet('user-passcode');
    const refused = {
      code: 'unsupported_recovery_method',
      message: 'A Solana wallet needs automatic recovery, and this user’s Ethereum wallet has user-owned recovery.',
    };
    expect(await phone.fail('solana-wallet:create', { accessToken, ethereumAddress: address })).toEqual(refused);
    expect(await phone.fail('solana-wallet:create', { accessToken })).toEqual(refused);
    expect(phone.storage.entries.size).toBe(1);
  });

  it('takes automatic recovery only, a seed of its own only for a user with no primary, and no imported seed', async () => {
    const { phone, accessToken, address } = await createWallet();
    expect(await phone.fail('solana-wallet:create', { accessToken, recoveryMethod: 'user-passcode', recoveryPassword: 'hunter22' })).toMatchObject({
      code: 'unsupported_recovery_method',
    });
    expect(await phone.fail('solana-wallet:create', { accessToken })).toMatchObject({ code: 'invalid_data' });
    const { address: imported } = await phone.ok('wallet:import', { accessToken, privateKey: `0x${'11'.repeat(32)}` });
    expect(await phone.fail('solana-wallet:create', { accessToken, ethereumAddress: imported })).toMatchObject({ code: 'invalid_request_arguments' });
    await phone.ok('solana-wallet:create', { accessToken, ethereumAddress: address, recoveryMethod: 'privy' });
  });
});

describe.each([
  ['of an Ethereum wallet’s seed', derivedSolanaWallet],
  ['of its own seed', ownSeedSolanaWallet],
])('a Solana wallet %s', (_, makeWallet) => {
  it('signs messages whose signatures verify for the address’s public key', async () => {
    const { phone, accessToken, solanaAddress } = await makeWallet();
    expect(await phone.ok('solana-wallet:connect', { accessToken, address: solanaAddress })).toEqual({ address: solanaAddress });
    const answer = await phone.ok('solana-wallet:rpc', { accessToken, address: solanaAddress, ...signMessage(base64.encode(MESSAGE)) });
    expect(answer).toMatchObject({ response: { method: 'signMessage' } });
    const signature = signatureOf(answer);
    expect(signature).toHaveLength(64);
    const publicKey = base58.decode(solanaAddress);
    expect(ed25519.verify(signature, MESSAGE, publicKey)).toBe(true);
    expect(ed25519.verify(signature, new TextEncoder().encode('something else'), publicKey)).toBe(false);
    const empty = await phone.ok('solana-wallet:rpc', { accessToken, address: solanaAddress, ...signMessage('') });
    expect(ed25519.verify(signatureOf(empty), new Uint8Array(), publicKey)).toBe(true);
  });

  it('asks a second device to recover, which then signs with the same key', async () => {
    const { device, accessToken, solanaAddress } = await makeWallet();
    const laptop = device();
    const wallet = { accessToken, address: solanaAddress };
    expect(await laptop.fail('solana-wallet:connect', wallet)).toMatchObject({ code: 'recovery_needed', recoveryMethod: 'privy' });
    expect(await laptop.ok('solana-wallet:recover', wallet)).toEqual({ address: solanaAddress });
    expect(await laptop.ok('solana-wallet:connect', wallet)).toEqual({ address: solanaAddress });
    const answer = await laptop.ok('solana-wallet:rpc', { ...wallet, ...signMessage(base64.encode(MESSAGE)) });
    expect(ed25519.verify(signatureOf(answer), MESSAGE, base58.decode(solanaAddress))).toBe(true);
  });

  it('refuses a message that is not a base64 string, and answers 4200 for another method', async () => {
    const { phone, accessToken, solanaAddress } = await makeWallet();
    const wallet = { accessToken, address: solanaAddress };
    for (const params of [{ message: 42 }, { message: ['aGk='] }, { message: 'hello!' }, { message: 'aGk' }, {}, 'aGk=', undefined]) {
      expect(await phone.fail('solana-wallet:rpc', { ...wallet, request: { method: 'signMessage', params } })).toMatchObject({
        code: 'invalid_request_arguments',
      });
    }
    for (const method of ['signTransaction', 'signAndSendTransaction', 'personal_sign']) {
      expect(await phone.fail('solana-wallet:rpc', { ...wallet, request: { method, params: { message: 'aGk=' } } })).toMatchObject({ code: 4200 });
    }
  });

  it('is another user’s to nobody: an unknown or foreign Solana address answers embedded_wallet_not_found', async () => {
    const { phone, provider, accessToken, solanaAddress } = await makeWallet();
    const { token: mallory } = await provider.logIn(`mallory-${Math.random()}@example.com`);
    expect(await phone.fail('solana-wallet:connect', { accessToken: mallory!, address: solanaAddress })).toMatchObject({ code: 'embedded_wallet_not_found' });
    expect(await phone.fail('solana-wallet:connect', { accessToken, address: base58.encode(new Uint8Array(32).fill(7)) })).toMatchObject({
      code: 'embedded_wallet_not_found',
    });
    expect(await phone.fail('solana-wallet:connect', { accessToken, address: '0x0000000000000000000000000000000000000000' })).toMatchObject({
      code: 'invalid_request_arguments',
    });
  });
});

describe('the Solana wallet beside the Ethereum ones', () => {
  it('recovers the seed’s Ethereum wallet on the device that recovered the Solana wallet, and leaves the old device working', async () => {
    const { phone, device, accessToken, ethereumAddress, solanaAddress } = await derivedSolanaWallet();
    const laptop = device();
    await laptop.ok('solana-wallet:recover', { accessToken, address: solanaAddress });
    expect(await laptop.ok('wallet:connect', { accessToken, address: ethereumAddress })).toEqual({ address: ethereumAddress });
    expect(await phone.ok('solana-wallet:connect', { accessToken, address: solanaAddress })).toEqual({ address: solanaAddress });
    expect(await phone.ok('wallet:connect', { accessToken, address: ethereumAddress })).toEqual({ address: ethereumAddress });
  });

  it('leaves the Ethereum HD indexes alone: the next further wallet is still index 1', async () => {
    const { phone, accessToken, ethereumAddress } = await derivedSolanaWallet();
    expect(await phone.fail('wallet:create-additional', { accessToken, primaryWalletAddress: ethereumAddress, hdWalletIndex: 2 })).toMatchObject({
      message: 'wallet_index must be 1: the highest existing index plus one',
    });
    await phone.ok('wallet:create-additional', { accessToken, primaryWalletAddress: ethereumAddress, hdWalletIndex: 1 });
  });

  it('refuses user-owned recovery for a user with a Solana wallet, and keeps the wallet working', async () => {
    const { phone, accessToken, ethereumAddress, solanaAddress, driveToken } = await derivedSolanaWallet();
    const refused = { code: 'unsupported_recovery_method', message: 'A user with a Solana wallet can only have automatic recovery.' };
    const setRecovery = { accessToken, address: ethereumAddress };
    expect(await phone.fail('wallet:set-recovery', { ...setRecovery, recoveryMethod: 'user-passcode', recoveryPassword: 'hunter22' })).toEqual(refused);
    expect(await phone.fail('wallet:set-recovery', { ...setRecovery, recoveryMethod: 'google-drive', recoveryAccessToken: await driveToken() })).toEqual(refused);
    // A re-split under the automatic method stays allowed.
    const { user } = await phone.ok('wallet:set-recovery', { ...setRecovery, recoveryMethod: 'privy' });
    expect(solanaAccountOf(user)).toMatchObject({ recovery_method: 'privy' });
    await phone.ok('solana-wallet:connect', { accessToken, address: solanaAddress });
    await phone.ok('wallet:connect', { accessToken, address: ethereumAddress });
  });

  it('lets a user with a Solana wallet of its own seed create an Ethereum wallet, with automatic recovery only', async () => {
    const { phone, device, accessToken, solanaAddress } = await ownSeedSolanaWallet();
    expect(await device().fail('wallet:create', { accessToken, recoveryMethod: 'user-passcode', recoveryPassword: 'hunter22' })).toMatchObject({
      code: 'unsupported_recovery_method',
    });
    const { address } = await phone.ok('wallet:create', { accessToken, recoveryMethod: 'privy' });
    // A separate seed: the Solana wallet keeps its own shares.
    await phone.ok('solana-wallet:connect', { accessToken, address: solanaAddress });
    await phone.ok('wallet:connect', { accessToken, address });
  });

  it('forgets a Solana wallet’s own device share on wallet:clear', async () => {
    const { phone, accessToken, solanaAddress } = await ownSeedSolanaWallet();
    expect(await phone.ok('wallet:clear', { address: solanaAddress })).toEqual({});
    expect(phone.storage.entries.size).toBe(0);
    expect(await phone.fail('solana-wallet:connect', { accessToken, address: solanaAddress })).toMatchObject({ code: 'recovery_needed' });
  });

  it('needs an MFA proof once the user has MFA, as wallet:rpc does', async () => {
    const app = await mfaApp();
    const phone = frameDevices(app.api)();
    const { accessToken } = app;
    const { address: ethereumAddress } = await phone.ok('wallet:create', { accessToken, recoveryMethod: 'privy' });
    await app.enrollSms();
    const missingMfa = { code: 'missing_or_invalid_mfa' };
    expect(await phone.fail('solana-wallet:create', { accessToken, ethereumAddress })).toMatchObject(missingMfa);
    const { address } = await phone.ok('solana-wallet:create', { accessToken, ethereumAddress, mfaToken: await app.verifySms() });
    const wallet = { accessToken, address };
    expect(await phone.fail('solana-wallet:connect', wallet)).toMatchObject(missingMfa);
    expect(await phone.fail('solana-wallet:rpc', { ...wallet, ...signMessage('aGk=') })).toMatchObject(missingMfa);
    expect(await frameDevices(app.api)().fail('solana-wallet:recover', wallet)).toMatchObject(missingMfa);
    await phone.ok('solana-wallet:rpc', { ...wallet, mfaToken: await app.verifySms(), ...signMessage('aGk=') });
  });
});
