// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64, base64urlnopad } from '@scure/base';
import { parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { createMemoryRepository } from '../../../shared/memory-repository';
import { combineShares, decryptWithKey, deriveWallet, mnemonicFromEntropy } from '../../../provider/embedded-wallet/keys';
import { recoveryFileName } from './drive-recovery-key';
import { createWallet, derivedSolanaWallet, ownSeedSolanaWallet, setUp, sign, testWalletFrame } from './frame-test-support';

/** EIP-712's own example. */
const MAIL = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Ether Mail', version: '1', chainId: 1, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

describe('the embedded wallet frame', () => {
  it('creates a wallet, connects it and signs a message that verifies for its address', async () => {
    const { phone, accessToken, address, created } = await createWallet();
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(created.user).toMatchObject({ linked_accounts: expect.arrayContaining([expect.objectContaining({ address, connector_type: 'embedded' })]) });
    expect(await phone.ok('wallet:connect', { accessToken, address })).toEqual({ address });
    const answer = await phone.ok('wallet:rpc', { accessToken, address, ...sign('personal_sign', ['hello portico', address]) });
    const { response } = answer as { response: { method: string; data: Hex } };
    expect(response.method).toBe('personal_sign');
    expect(await verifyMessage({ address, message: 'hello portico', signature: response.data })).toBe(true);
  });

  it('signs a hex message as its bytes', async () => {
    const { phone, accessToken, address } = await createWallet();
    const raw = '0xdeadbeef';
    const { response } = (await phone.ok('wallet:rpc', { accessToken, address, ...sign('personal_sign', [raw, address]) })) as { response: { data: Hex } };
    expect(await verifyMessage({ address, message: { raw }, signature: response.data })).toBe(true);
    expect(await verifyMessage({ address, message: raw, signature: response.data })).toBe(false);
  });

  it('signs EIP-712’s Mail, as an object or as JSON text', async () => {
    const { phone, accessToken, address } = await createWallet();
    for (const typedData of [MAIL, JSON.stringify(MAIL)]) {
      const answer = await phone.ok('wallet:rpc', { accessToken, address, ...sign('eth_signTypedData_v4', [address, typedData]) });
      const signature = (answer as { response: { data: Hex } }).response.data;
      expect(await verifyTypedData({ address, ...MAIL, domain: { ...MAIL.domain, chainId: 1n }, signature })).toBe(true);
    }
  });

  it('signs a transaction that recovers to the wallet, and signs with another HD index’s key when asked', async () => {
    const { phone, accessToken, address } = await createWallet();
    const transaction = { to: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', value: '0x2386f26fc10000', chainId: 31337, nonce: 0, gas: '0x5208', maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: '0x1' };
    const answer = await phone.ok('wallet:rpc', { accessToken, address, ...sign('eth_signTransaction', [transaction]) });
    const signed = (answer as { response: { data: Hex } }).response.data;
    expect(parseTransaction(signed)).toMatchObject({ chainId: 31337, value: 10_000_000_000_000_000n, type: 'eip1559' });
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(address);

    const second = await phone.ok('wallet:rpc', { accessToken, address, ...sign('personal_sign', ['hi'], 1) });
    const signature = (second as { response: { data: Hex } }).response.data;
    expect(await verifyMessage({ address, message: 'hi', signature })).toBe(false);
  });

  it('takes a transaction\'s quantities as bigints too, as the provider\'s own SDK posts viem\'s prepared request', async () => {
    const { phone, accessToken, address } = await createWallet();
    const transaction = { to: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', value: 10n ** 15n, chainId: 31337, nonce: 0, gas: 21_000n, maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1n };
    const answer = await phone.ok('wallet:rpc', { accessToken, address, ...sign('eth_signTransaction', [transaction]) });
    const signed = (answer as { response: { data: Hex } }).response.data;
    expect(parseTransaction(signed)).toMatchObject({ value: 10n ** 15n, gas: 21_000n, maxFeePerGas: 1_000_000_000n });
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(address);
  });

  it('answers 4200 for an unsupported method and for params that are not an array', async () => {
    const { phone, accessToken, address } = await createWallet();
    expect(await phone.fail('wallet:rpc', { accessToken, address, ...sign('eth_sendTransaction', [{}]) })).toMatchObject({ code: 4200 });
    expect(await phone.fail('wallet:rpc', { accessToken, address, ...sign('personal_sign', 'hi') })).toMatchObject({ code: 4200 });
    expect(await phone.fail('wallet:rpc', { accessToken, address, ...sign('eth_signTypedData_v4', [address, '{']) })).toMatchObject({
      code: 'invalid_request_arguments',
    });
  });

  it('refuses a second wallet with the provider’s code, and keeps no share of the refused one', async () => {
    const { phone, accessToken } = await createWallet();
    const before = phone.storage.entries.size;
    expect(await phone.fail('wallet:create', { accessToken, recoveryMethod: 'privy' })).toEqual({
      code: 'embedded_wallet_already_exists',
      message: 'User already has an embedded wallet.',
    });
    expect(phone.storage.entries.size).toBe(before);
  });

  it('asks a new device to recover, which then holds the very share the old device holds, so both keep signing', async () => {
    const { phone, device, accessToken, address } = await createWallet('user-passcode');
    const laptop = device();
    expect(await laptop.fail('wallet:connect', { accessToken, address })).toMatchObject({ code: 'recovery_needed', recoveryMethod: 'user-passcode' });
    expect(await laptop.fail('wallet:recover', { accessToken, address, recoveryPassword: 'wrong-password' })).toEqual({
      code: 'invalid_recovery_password',
      message: 'Invalid recovery password, please try again.',
    });
    expect(await laptop.ok('wallet:recover', { accessToken, address, recoveryPassword: 'hunter22' })).toEqual({ address });
    expect(await laptop.ok('wallet:connect', { accessToken, address })).toEqual({ address });
    // Recovery restores the split's device share instead of re-splitting: nothing of the phone's went stale.
    expect([...laptop.storage.entries.values()]).toEqual([...phone.storage.entries.values()]);
    expect(await phone.ok('wallet:connect', { accessToken, address })).toEqual({ address });
  });

  it('recovers a privy (automatic) wallet with the provider’s key, asking nothing', async () => {
    const { device, accessToken, address } = await createWallet('privy');
    const laptop = device();
    expect(await laptop.fail('wallet:connect', { accessToken, address })).toMatchObject({ recoveryMethod: 'privy' });
    expect(await laptop.ok('wallet:recover', { accessToken, address })).toEqual({ address });
    const { response } = (await laptop.ok('wallet:rpc', { accessToken, address, ...sign('personal_sign', ['x']) })) as { response: { data: Hex } };
    expect(await verifyMessage({ address, message: 'x', signature: response.data })).toBe(true);
  });

  it('switches recovery to a password and back; the new method is the one that recovers', async () => {
    const { phone, device, accessToken, address } = await createWallet('privy');
    const switched = await phone.ok('wallet:set-recovery', { accessToken, address, recoveryMethod: 'user-passcode', recoveryPassword: 'new-pass1' });
    expect(switched.user).toMatchObject({ linked_accounts: expect.arrayContaining([expect.objectContaining({ recovery_method: 'user-passcode' })]) });
    // The device that switched keeps working.
    expect(await phone.ok('wallet:connect', { accessToken, address })).toEqual({ address });
    const laptop = device();
    expect(await laptop.fail('wallet:recover', { accessToken, address })).toMatchObject({ code: 'invalid_request_arguments' });
    expect(await laptop.ok('wallet:recover', { accessToken, address, recoveryPassword: 'new-pass1' })).toEqual({ address });
    await laptop.ok('wallet:set-recovery', { accessToken, address, recoveryMethod: 'privy' });
    expect(await device().ok('wallet:recover', { accessToken, address })).toEqual({ address });
  });

  it('answers recovery_needed, not a wrong signature, for a tampered device share, and drops it', async () => {
    const { phone, accessToken, address } = await createWallet();
    const [key, share] = [...phone.storage.entries][0]!;
    // Flip one bit of the share's value bytes (not its last byte, Shamir's x coordinate).
    const tampered = (share[0] === 'A' ? 'B' : 'A') + share.slice(1);
    phone.storage.setItem(key, tampered);
    expect(await phone.fail('wallet:rpc', { accessToken, address, ...sign('personal_sign', ['x']) })).toMatchObject({ code: 'recovery_needed' });
    expect(phone.storage.getItem(key)).toBeNull();
    phone.storage.setItem(key, 'not base64url!');
    expect(await phone.fail('wallet:connect', { accessToken, address })).toMatchObject({ code: 'recovery_needed' });
  });

  it('forgets the device share on clear', async () => {
    const { phone, accessToken, address } = await createWallet();
    expect(await phone.ok('wallet:clear', { address })).toEqual({});
    expect(phone.storage.entries.size).toBe(0);
    expect(await phone.fail('wallet:connect', { accessToken, address })).toMatchObject({ code: 'recovery_needed' });
  });

  it('passes on the provider’s refusal of a bad token, and refuses malformed requests', async () => {
    const { phone, accessToken, address } = await createWallet();
    expect(await phone.fail('wallet:connect', { accessToken: `${accessToken}x`, address })).toMatchObject({ code: 'missing_or_invalid_token' });
    expect(await phone.fail('wallet:connect', { accessToken })).toMatchObject({ code: 'invalid_request_arguments' });
    expect(await phone.fail('wallet:export', { accessToken, address })).toMatchObject({ code: 'invalid_request_arguments' });
    expect(await phone.fail('wallet:create', { accessToken, recoveryMethod: 'user-passcode' })).toMatchObject({ code: 'invalid_request_arguments' });
  });

  it('gives no reply to a message that is not a request', async () => {
    const { provider } = await setUp();
    const { handle } = testWalletFrame(provider);
    for (const message of [null, 'wallet:create', { event: 'wallet:create' }, { id: 1, event: 'wallet:create' }]) {
      expect(await handle(message)).toBeUndefined();
    }
  });
});

describe('google-drive recovery', () => {
  /** The wallet's recovery file in the user's stand-in drive, as the emulator stores it. */
  const driveFile = (repo: ReturnType<typeof createMemoryRepository>, address: string) =>
    repo.list('cloud_drive_files').find(({ id }) => id.endsWith(`:${recoveryFileName(address)}`));

  it('recovers on a new device with a drive token, to the same address, which then signs', async () => {
    const { device, accessToken, address, driveToken, repo } = await createWallet('google-drive');
    expect(driveFile(repo, address)?.value.content).toMatch(/^[\w-]{43}$/);
    const laptop = device();
    expect(await laptop.fail('wallet:connect', { accessToken, address })).toMatchObject({ code: 'recovery_needed', recoveryMethod: 'google-drive' });
    expect(await laptop.ok('wallet:recover', { accessToken, address, recoveryAccessToken: await driveToken() })).toEqual({ address });
    const { response } = (await laptop.ok('wallet:rpc', { accessToken, address, ...sign('personal_sign', ['x']) })) as { response: { data: Hex } };
    expect(await verifyMessage({ address, message: 'x', signature: response.data })).toBe(true);
  });

  it('keeps the drive’s key when it re-splits, so the provider’s share never waits for a key the drive lost', async () => {
    const { device, accessToken, address, driveToken, repo } = await createWallet('google-drive');
    const key = driveFile(repo, address)?.value.content;
    await device().ok('wallet:recover', { accessToken, address, recoveryAccessToken: await driveToken() });
    expect(driveFile(repo, address)?.value.content).toBe(key);
    expect(await device().ok('wallet:recover', { accessToken, address, recoveryAccessToken: await driveToken() })).toEqual({ address });
  });

  it('leaves no key with the provider: its record alone cannot open the recovery share, the drive’s key can', async () => {
    const { address, repo, created } = await createWallet('google-drive');
    expect(created.user).toMatchObject({ linked_accounts: expect.arrayContaining([expect.objectContaining({ recovery_method: 'google-drive' })]) });
    const wallet = repo.list('embedded_wallets')[0]!.value;
    expect(wallet).toMatchObject({ recovery_method: 'google-drive', recovery_key: null });
    expect(repo.list('embedded_recovery_keys')).toEqual([]);
    const key = driveFile(repo, address)!.value.content;
    expect(JSON.stringify(wallet)).not.toContain(key);
    const share = await decryptWithKey(wallet.encrypted_recovery_share, base64urlnopad.decode(key));
    const entropy = await combineShares([base64urlnopad.decode(wallet.auth_share), share]);
    expect(deriveWallet(mnemonicFromEntropy(entropy), 0).address).toBe(address);
  });

  it('fails cleanly without the drive file, with a refused drive token, and without a drive token', async () => {
    const { device, accessToken, address, driveToken, repo } = await createWallet('google-drive');
    const laptop = device();
    expect(await laptop.fail('wallet:recover', { accessToken, address })).toMatchObject({ code: 'invalid_request_arguments' });
    expect(await laptop.fail('wallet:recover', { accessToken, address, recoveryAccessToken: 'expired' })).toEqual({
      code: 'recovery_oauth_failed',
      message: 'Recovery OAuth failed',
    });
    repo.delete('cloud_drive_files', driveFile(repo, address)!.id);
    expect(await laptop.fail('wallet:recover', { accessToken, address, recoveryAccessToken: await driveToken() })).toEqual({
      code: 'invalid_share',
      message: 'Google Drive holds no recovery file for this wallet',
    });
    expect(laptop.storage.entries.size).toBe(0);
  });

  it('needs a drive token to create, and switches a privy wallet to google-drive', async () => {
    const { phone, device, accessToken, address, driveToken } = await createWallet('privy');
    expect(await device().fail('wallet:create', { accessToken, recoveryMethod: 'google-drive' })).toMatchObject({ code: 'invalid_request_arguments' });
    const switched = await phone.ok('wallet:set-recovery', { accessToken, address, recoveryMethod: 'google-drive', recoveryAccessToken: await driveToken() });
    expect(switched.user).toMatchObject({ linked_accounts: expect.arrayContaining([expect.objectContaining({ recovery_method: 'google-drive' })]) });
    expect(await device().ok('wallet:recover', { accessToken, address, recoveryAccessToken: await driveToken() })).toEqual({ address });
  });
});

describe('the frame, as the provider’s own SDK speaks to it', () => {
  it('answers the SDK’s privy:-prefixed events by the same names: the ready check, a wallet’s creation and a signature', async () => {
    const { device, accessToken } = await setUp();
    const phone = device();
    expect(await phone.ok('privy:iframe:ready', {})).toEqual({});
    // The SDK sends the Solana address it may already know along; the frame ignores what it does not use.
    const created = (await phone.ok('privy:wallet:create', { accessToken, recoveryMethod: 'privy', solanaAddress: undefined })) as { address: Hex };
    const answer = await phone.ok('privy:wallet:rpc', { accessToken, address: created.address, ...sign('personal_sign', ['hello sdk', created.address]) });
    const { response } = answer as { response: { data: Hex } };
    expect(await verifyMessage({ address: created.address, message: 'hello sdk', signature: response.data })).toBe(true);
    expect(await phone.ok('privy:mfa:clear', {})).toEqual({});
  });

  it('names a failure’s code as `type` too, as the SDK reads it, and still refuses an event it does not know', async () => {
    const phone = (await setUp()).device();
    expect(await phone.fail('privy:wallet:teleport', {})).toEqual({
      code: 'invalid_request_arguments',
      type: 'invalid_request_arguments',
      message: 'Unknown event wallet:teleport',
    });
    expect(await phone.fail('wallet:teleport', {})).toEqual({ code: 'invalid_request_arguments', message: 'Unknown event wallet:teleport' });
  });
});

describe('the SDK’s wallets:* events', () => {
  it('connect and sign with the wallet named by its entropy (the address), and refuse a Solana one for now', async () => {
    const { phone, accessToken, address } = await createWallet();
    const entropy = { accessToken, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
    expect(await phone.ok('privy:wallets:connect', entropy)).toEqual({ address, entropyId: address });
    const answer = await phone.ok('privy:wallets:rpc', { ...entropy, chainType: 'ethereum', hdWalletIndex: 0, request: { method: 'personal_sign', params: ['hi', address] } });
    const { response } = answer as { response: { data: Hex } };
    expect(await verifyMessage({ address, message: 'hi', signature: response.data })).toBe(true);
    // An Ethereum address does not pass as a Solana wallet's entropy.
    expect(await phone.fail('privy:wallets:connect', { ...entropy, entropyIdVerifier: 'solana-address-verifier' })).toMatchObject({ type: 'invalid_request_arguments' });
  });

  it('tell a device without a share `wallet_not_on_device`, the SDK’s cue to recover, and recover it with privy:wallets:recover', async () => {
    const { device, accessToken, address } = await createWallet();
    const laptop = device();
    const entropy = { accessToken, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
    expect(await laptop.fail('privy:wallets:connect', entropy)).toMatchObject({ code: 'recovery_needed', type: 'wallet_not_on_device' });
    // Our own widget still reads the frame's code.
    expect(await laptop.fail('wallet:connect', { accessToken, address })).toEqual(expect.not.objectContaining({ type: expect.anything() }));
    expect(await laptop.ok('privy:wallets:recover', entropy)).toEqual({ entropyId: address });
    expect(await laptop.ok('privy:wallets:connect', entropy)).toEqual({ address, entropyId: address });
  });

  it('sign for the Solana wallet of an Ethereum wallet’s seed, named by that Ethereum wallet with chainType solana', async () => {
    const { phone, accessToken, ethereumAddress, solanaAddress } = await derivedSolanaWallet();
    const message = new TextEncoder().encode('hello from both chains');
    const entropy = { accessToken, entropyId: ethereumAddress, entropyIdVerifier: 'ethereum-address-verifier', chainType: 'solana' };
    const request = { method: 'signMessage', params: { message: base64.encode(message) } };
    const answer = await phone.ok('privy:wallets:rpc', { ...entropy, hdWalletIndex: 0, request });
    const { signature } = (answer as { response: { data: { signature: string } } }).response.data;
    expect(ed25519.verify(base64.decode(signature), message, base58.decode(solanaAddress))).toBe(true);
    expect(await phone.fail('privy:wallets:rpc', { ...entropy, hdWalletIndex: 1, request })).toMatchObject({ type: 'invalid_request_arguments' });
  });

  it('serve the Solana wallet the same way: connect, and signMessage (base64) verified with its public key', async () => {
    const { phone, accessToken, solanaAddress } = await ownSeedSolanaWallet();
    const entropy = { accessToken, entropyId: solanaAddress, entropyIdVerifier: 'solana-address-verifier' };
    expect(await phone.ok('privy:wallets:connect', entropy)).toEqual({ address: solanaAddress, entropyId: solanaAddress });
    const message = new TextEncoder().encode('hello solana');
    const answer = await phone.ok('privy:wallets:rpc', { ...entropy, chainType: 'solana', hdWalletIndex: 0, request: { method: 'signMessage', params: { message: base64.encode(message) } } });
    const { signature } = (answer as { response: { data: { signature: string } } }).response.data;
    expect(ed25519.verify(base64.decode(signature), message, base58.decode(solanaAddress))).toBe(true);
  });
});
