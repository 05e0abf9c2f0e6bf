// @vitest-environment node
import { verifyMessage, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../../../schemas';
import { createWallet, mnemonicOf, sign, signatureOf } from './frame-test-support';

const walletAccounts = (user: unknown) => UserWire.parse(user).linked_accounts.filter((account) => account.type === 'wallet');

describe('wallet:create-additional', () => {
  it('derives index 1 and 2 of the primary’s seed, lists them all, and signs with index 1’s key', async () => {
    const { phone, repo, accessToken, address } = await createWallet();
    const mnemonic = await mnemonicOf(repo, phone.storage, address);
    const first = await phone.ok('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 1 });
    expect(first.address).toBe(mnemonicToAccount(mnemonic, { addressIndex: 1 }).address);
    const second = await phone.ok('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 2 });
    expect(second.address).toBe(mnemonicToAccount(mnemonic, { addressIndex: 2 }).address);

    const primaryFields = { imported: false, wallet_client_type: 'privy', connector_type: 'embedded', recovery_method: 'privy', chain_type: 'ethereum' };
    expect(walletAccounts(second.user)).toEqual([
      expect.objectContaining({ ...primaryFields, address, wallet_index: 0 }),
      expect.objectContaining({ ...primaryFields, address: first.address, wallet_index: 1 }),
      expect.objectContaining({ ...primaryFields, address: second.address, wallet_index: 2 }),
    ]);
    // No shares of their own: the provider still keeps one wallet's.
    expect(repo.list('embedded_wallets')).toHaveLength(1);

    const answer = await phone.ok('wallet:rpc', { accessToken, address, ...sign('personal_sign', ['from index 1'], 1) });
    expect(await verifyMessage({ address: first.address as Hex, message: 'from index 1', signature: signatureOf(answer) })).toBe(true);
  });

  it('refuses an index that skips one, index 0, and an index already taken', async () => {
    const { phone, accessToken, address } = await createWallet();
    expect(await phone.fail('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 2 })).toEqual({
      code: 'invalid_data',
      message: 'wallet_index must be 1: the highest existing index plus one',
    });
    expect(await phone.fail('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 0 })).toMatchObject({
      code: 'invalid_request_arguments',
    });
    await phone.ok('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 1 });
    expect(await phone.fail('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 1 })).toMatchObject({
      code: 'invalid_data',
      message: 'wallet_index must be 2: the highest existing index plus one',
    });
  });

  it('needs this device’s share of the primary, and the user’s own primary', async () => {
    const { phone, device, provider, accessToken, address } = await createWallet();
    expect(await device().fail('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 1 })).toMatchObject({
      code: 'recovery_needed',
      recoveryMethod: 'privy',
    });
    const { token: mallory } = await provider.logIn('mallory@example.com');
    expect(await phone.fail('wallet:create-additional', { accessToken: mallory!, primaryWalletAddress: address, hdWalletIndex: 1 })).toMatchObject({
      code: 'embedded_wallet_not_found',
    });
  });

  it('moves the further wallets’ recovery method with the primary’s', async () => {
    const { phone, accessToken, address } = await createWallet();
    await phone.ok('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 1 });
    const { user } = await phone.ok('wallet:set-recovery', { accessToken, address, recoveryMethod: 'user-passcode', recoveryPassword: 'hunter22' });
    expect(walletAccounts(user).map((account) => account.recovery_method)).toEqual(['user-passcode', 'user-passcode']);
  });
});
