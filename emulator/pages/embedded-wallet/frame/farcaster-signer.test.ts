// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { mfaApp } from '../../../provider/mfa/mfa-test-support';
import { farcasterSignerKey, walletKeyAt, walletSecretOf } from '../../../provider/embedded-wallet/keys';
import { createWallet, frameDevices, secretOf, sign } from './frame-test-support';

const HASH = bytesToHex(crypto.getRandomValues(new Uint8Array(20)));
const publicKeyOf = (answer: Record<string, unknown>) => answer.publicKey as Hex;

describe('the Farcaster signer', () => {
  it('is one key per wallet and HD index, the same on a device that recovered the wallet', async () => {
    const { phone, device, accessToken, address } = await createWallet();
    const first = publicKeyOf(await phone.ok('farcaster:init-signer', { accessToken, address, hdWalletIndex: 0 }));
    expect(first).toMatch(/^0x[0-9a-f]{64}$/);
    expect(publicKeyOf(await phone.ok('farcaster:init-signer', { accessToken, address, hdWalletIndex: 0 }))).toBe(first);
    expect(publicKeyOf(await phone.ok('farcaster:init-signer', { accessToken, address, hdWalletIndex: 1 }))).not.toBe(first);

    const laptop = device();
    await laptop.ok('wallet:recover', { accessToken, address });
    expect(publicKeyOf(await laptop.ok('farcaster:init-signer', { accessToken, address, hdWalletIndex: 0 }))).toBe(first);
  });

  it('signs a hash with a signature that verifies for the public key, and answers no private key', async () => {
    const { phone, repo, accessToken, address } = await createWallet();
    const wallet = { accessToken, address, hdWalletIndex: 0 };
    const init = await phone.ok('farcaster:init-signer', wallet);
    const signed = await phone.ok('farcaster:sign', { ...wallet, payload: { hash: HASH } });
    expect(signed.signature).toMatch(/^0x[0-9a-f]{128}$/);
    const publicKey = hexToBytes(publicKeyOf(init));
    expect(ed25519.verify(hexToBytes(signed.signature as Hex), hexToBytes(HASH), publicKey)).toBe(true);
    expect(ed25519.verify(hexToBytes(signed.signature as Hex), hexToBytes('0x00'), publicKey)).toBe(false);

    const walletPrivateKey = walletKeyAt(walletSecretOf(await secretOf(repo, phone.storage, address))!, 0).privateKey;
    const signerKey = bytesToHex(await farcasterSignerKey(walletPrivateKey)).slice(2);
    for (const answer of [init, signed]) expect(JSON.stringify(answer).toLowerCase()).not.toContain(signerKey);
  });

  it('derives an imported wallet’s signer from its key, at index 0 only', async () => {
    const { phone, accessToken } = await createWallet();
    const privateKey = generatePrivateKey();
    const { address } = await phone.ok('wallet:import', { accessToken, privateKey });
    const init = await phone.ok('farcaster:init-signer', { accessToken, address, hdWalletIndex: 0 });
    expect(init.publicKey).toBe(bytesToHex(ed25519.getPublicKey(await farcasterSignerKey(privateKey))));
    expect(await phone.fail('farcaster:init-signer', { accessToken, address, hdWalletIndex: 1 })).toMatchObject({ code: 'invalid_request_arguments' });
  });

  it('takes a hash of 1 to 64 bytes in hex, nothing else', async () => {
    const { phone, accessToken, address } = await createWallet();
    const wallet = { accessToken, address, hdWalletIndex: 0 };
    for (const hash of ['0x01', `0x${'ab'.repeat(64)}`]) await phone.ok('farcaster:sign', { ...wallet, payload: { hash } });
    for (const hash of ['0x', '0xabc', `0x${'ab'.repeat(65)}`, 'abcd', '0xzz', 42]) {
      expect(await phone.fail('farcaster:sign', { ...wallet, payload: { hash } })).toMatchObject({ code: 'invalid_request_arguments' });
    }
    expect(await phone.fail('farcaster:sign', wallet)).toMatchObject({ code: 'invalid_request_arguments' });
  });

  it('needs an MFA proof once the user has MFA, as wallet:rpc does', async () => {
    const app = await mfaApp();
    const phone = frameDevices(app.api)();
    const { accessToken } = app;
    const { address } = await phone.ok('wallet:create', { accessToken, recoveryMethod: 'privy' });
    await app.enrollSms();
    const wallet = { accessToken, address, hdWalletIndex: 0 };
    const missingMfa = { code: 'missing_or_invalid_mfa' };
    expect(await phone.fail('wallet:rpc', { accessToken, address, ...sign('personal_sign', ['x']) })).toMatchObject(missingMfa);
    expect(await phone.fail('farcaster:init-signer', wallet)).toMatchObject(missingMfa);
    expect(await phone.fail('farcaster:sign', { ...wallet, payload: { hash: HASH } })).toMatchObject(missingMfa);
    const mfaToken = await app.verifySms();
    await phone.ok('farcaster:init-signer', { ...wallet, mfaToken });
    await phone.ok('farcaster:sign', { ...wallet, mfaToken, payload: { hash: HASH } });
  });
});
