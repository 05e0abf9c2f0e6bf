// @vitest-environment node
import { hexToBytes, toHex, verifyMessage, type Hex } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../../../schemas';
import { createWallet, mnemonicOf, secretOf, setUp, sign, signatureOf } from './frame-test-support';

async function importKey() {
  const setup = await setUp();
  const phone = setup.device();
  const privateKey = generatePrivateKey();
  const imported = await phone.ok('wallet:import', { accessToken: setup.accessToken, privateKey });
  return { ...setup, phone, privateKey, address: imported.address as Hex, imported };
}

const personalSign = (message: string, hdWalletIndex = 0) => sign('personal_sign', [message], hdWalletIndex);

describe('wallet:import', () => {
  it('registers the key’s own address as an imported wallet whose shares rebuild the key, and signs with it', async () => {
    const { phone, repo, accessToken, privateKey, address, imported } = await importKey();
    expect(address).toBe(privateKeyToAddress(privateKey));
    expect(UserWire.parse(imported.user).linked_accounts.filter((account) => account.type === 'wallet')).toEqual([
      expect.objectContaining({ address, imported: true, wallet_index: 0, wallet_client_type: 'privy', connector_type: 'embedded', recovery_method: 'privy' }),
    ]);
    expect(await secretOf(repo, phone.storage, address)).toEqual(hexToBytes(privateKey));
    const answer = await phone.ok('wallet:rpc', { accessToken, address, ...personalSign('imported') });
    expect(await verifyMessage({ address, message: 'imported', signature: signatureOf(answer) })).toBe(true);
    expect(await phone.fail('wallet:rpc', { accessToken, address, ...personalSign('x', 1) })).toMatchObject({ code: 'invalid_request_arguments' });
  });

  it('refuses the same key twice, and leaves the device’s share as it was', async () => {
    const { phone, accessToken, privateKey } = await importKey();
    const before = new Map(phone.storage.entries);
    expect(await phone.fail('wallet:import', { accessToken, privateKey })).toEqual({
      code: 'embedded_wallet_already_exists',
      message: 'This wallet already exists.',
    });
    expect(phone.storage.entries).toEqual(before);
  });

  it('connects and recovers on a fresh device (automatic recovery), which then signs', async () => {
    const { phone, device, accessToken, address } = await importKey();
    const laptop = device();
    expect(await laptop.fail('wallet:connect', { accessToken, address })).toMatchObject({ code: 'recovery_needed', recoveryMethod: 'privy' });
    expect(await laptop.ok('wallet:recover', { accessToken, address })).toEqual({ address });
    expect(await laptop.ok('wallet:connect', { accessToken, address })).toEqual({ address });
    const answer = await laptop.ok('wallet:rpc', { accessToken, address, ...personalSign('laptop') });
    expect(await verifyMessage({ address, message: 'laptop', signature: signatureOf(answer) })).toBe(true);
    // The laptop got back the split's device share, so the first device's share still works, as for an HD wallet.
    expect(await phone.ok('wallet:connect', { accessToken, address })).toEqual({ address });
  });

  it('switches an imported wallet to a password, which then recovers it', async () => {
    const { phone, device, accessToken, address } = await importKey();
    const { user } = await phone.ok('wallet:set-recovery', { accessToken, address, recoveryMethod: 'user-passcode', recoveryPassword: 'hunter22' });
    expect(UserWire.parse(user).linked_accounts).toEqual([expect.anything(), expect.objectContaining({ address, recovery_method: 'user-passcode' })]);
    expect(await device().ok('wallet:recover', { accessToken, address, recoveryPassword: 'hunter22' })).toEqual({ address });
  });

  it('sits beside an HD wallet, which keeps its index 0, and refuses the keys of that wallet', async () => {
    const { phone, repo, accessToken, address: primary } = await createWallet();
    await phone.ok('wallet:create-additional', { accessToken, primaryWalletAddress: primary, hdWalletIndex: 1 });
    const key = generatePrivateKey();
    const { address, user } = await phone.ok('wallet:import', { accessToken, privateKey: key });
    const wallets = UserWire.parse(user).linked_accounts.filter((account) => account.type === 'wallet');
    expect(wallets.map((wallet) => [wallet.imported, wallet.wallet_index])).toEqual([[false, 0], [false, 1], [true, 0]]);
    // The next HD index ignores the imported wallet's 0.
    expect(await phone.ok('wallet:create-additional', { accessToken, primaryWalletAddress: primary, hdWalletIndex: 2 })).toMatchObject({ address: expect.any(String) });
    expect(await phone.fail('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 1 })).toMatchObject({
      code: 'invalid_request_arguments',
    });
    // The HD wallet's own keys, at index 0 (it has shares) and 1 (an account only), are wallets the user has.
    const mnemonic = await mnemonicOf(repo, phone.storage, primary);
    for (const addressIndex of [0, 1]) {
      const privateKey = toHex(mnemonicToAccount(mnemonic, { addressIndex }).getHdKey().privateKey!);
      expect(await phone.fail('wallet:import', { accessToken, privateKey })).toMatchObject({ code: 'embedded_wallet_already_exists' });
    }
  });

  it('still creates the primary HD wallet after an import (an imported index 0 is no primary)', async () => {
    const { phone, accessToken } = await importKey();
    const created = await phone.ok('wallet:create', { accessToken, recoveryMethod: 'privy' });
    expect(UserWire.parse(created.user).linked_accounts.filter((account) => account.type === 'wallet')).toHaveLength(2);
  });

  it('refuses a key that is not one, and another user’s imported key', async () => {
    const { phone, provider, privateKey } = await importKey();
    for (const bad of [`0x${'0'.repeat(64)}`, `0x${'f'.repeat(64)}`, privateKey.slice(2), `${privateKey}00`]) {
      expect(await phone.fail('wallet:import', { accessToken: 'unused', privateKey: bad })).toMatchObject({ code: 'invalid_request_arguments' });
    }
    // Another user's embedded wallet is not found for this one (recovery_key, before the import itself).
    const { token: mallory } = await provider.logIn('mallory@example.com');
    expect(await phone.fail('wallet:import', { accessToken: mallory!, privateKey })).toMatchObject({ code: 'embedded_wallet_not_found' });
  });
});
