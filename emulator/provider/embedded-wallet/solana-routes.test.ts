// @vitest-environment node
import { base58, base64urlnopad } from '@scure/base';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { UserWire } from '../../../schemas';
import { startEmulator } from '../../test-support';
import { testDevice } from '../../pages/embedded-wallet/device-test-support';
import { shareX } from './keys/shares';
import {
  deriveWallet,
  encryptWithKey,
  generateEntropy,
  mnemonicFromEntropy,
  solanaWalletOf,
  splitEntropy,
} from './keys';

const path = (route: string) => `/api/v1/embedded_wallets${route}`;
const SharesAddressAnswer = z.object({ shares_address: z.string() });
const RecoveryKeyAnswer = z.object({ recovery_key: z.string() });

/** A logged-in user and a new seed's Solana wallet and shares, sealed as the frame seals them. */
async function setUp() {
  const api = startEmulator({ device: await testDevice() });
  const { token } = await api.logIn(`ada-${Math.random()}@example.com`);
  const entropy = generateEntropy();
  const { address } = await solanaWalletOf(entropy);
  const shares = await splitEntropy(entropy);
  async function ownSeedBody(forAddress = address) {
    const { recovery_key } = await api.ok(RecoveryKeyAnswer, path('/recovery_key'), { body: { address: forAddress }, token: token! });
    const encrypted_recovery_share = await encryptWithKey(shares.recovery, base64urlnopad.decode(recovery_key));
    return { address: forAddress, auth_share: base64urlnopad.encode(shares.auth), encrypted_recovery_share, device_share_x: shareX(shares.device) };
  }
  return { api, token: token!, entropy, address, ownSeedBody };
}

describe('POST /api/v1/embedded_wallets/solana', () => {
  it('registers a Solana wallet of its own seed, keeps its shares under its address and says so', async () => {
    const { api, token, address, ownSeedBody } = await setUp();
    const user = await api.ok(UserWire, path('/solana'), { body: await ownSeedBody(), token });
    expect(user.linked_accounts).toEqual([
      expect.anything(),
      expect.objectContaining({ type: 'wallet', address, chain_type: 'solana', chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ]);
    expect(await api.ok(SharesAddressAnswer, path('/solana/shares_address'), { body: { address }, token })).toEqual({ shares_address: address });
    expect(await api.ok(z.object({ auth_share: z.string() }), path('/shares/auth'), { body: { address }, token })).toMatchObject({
      auth_share: expect.stringMatching(/^[\w-]{23}$/),
    });
  });

  it('matches a Solana address exactly: another spelling is another address', async () => {
    const { api, token, address, ownSeedBody } = await setUp();
    await api.ok(UserWire, path('/solana'), { body: await ownSeedBody(), token });
    // The last letter whose capital is base58 too (not i, l or o): a nearby value, still 32 bytes.
    const respelled = address.replace(/[a-hjkmnp-z](?=[^a-hjkmnp-z]*$)/, (letter) => letter.toUpperCase());
    expect(respelled).not.toBe(address);
    expect(await api.fail(path('/shares/auth'), { body: { address: respelled }, token })).toMatchObject({ status: 404, code: 'embedded_wallet_not_found' });
  });

  it('refuses text that is not the base58 of 32 bytes', async () => {
    const { api, token, ownSeedBody } = await setUp();
    const body = await ownSeedBody();
    const notSolana = [base58.encode(new Uint8Array(31).fill(9)), base58.encode(new Uint8Array(33).fill(9)), `${body.address.slice(0, -1)}0`, `0x${'00'.repeat(20)}`];
    for (const address of notSolana) {
      expect(await api.fail(path('/solana'), { body: { ...body, address }, token })).toMatchObject({ status: 400, code: 'invalid_data' });
    }
  });

  it('answers 404 for a Solana address that is not the user’s Solana wallet', async () => {
    const { api, token, address, ownSeedBody } = await setUp();
    expect(await api.fail(path('/solana/shares_address'), { body: { address }, token })).toMatchObject({ status: 404, code: 'embedded_wallet_not_found' });
    await api.ok(UserWire, path('/solana'), { body: await ownSeedBody(), token });
    const { token: mallory } = await api.logIn(`mallory-${Math.random()}@example.com`);
    expect(await api.fail(path('/solana/shares_address'), { body: { address }, token: mallory! })).toMatchObject({ status: 404 });
    expect(await api.fail(path('/shares/auth'), { body: { address }, token: mallory! })).toMatchObject({ status: 404 });
  });
});

describe('POST /api/v1/embedded_wallets/solana/additional', () => {
  it('needs the user’s own primary wallet, and points the Solana wallet’s shares at it', async () => {
    const { api, token, entropy } = await setUp();
    const { address: primary } = deriveWallet(mnemonicFromEntropy(entropy), 0);
    const { address } = await solanaWalletOf(entropy);
    expect(await api.fail(path('/solana/additional'), { body: { primary_address: primary, address }, token })).toMatchObject({
      status: 404,
      code: 'embedded_wallet_not_found',
    });
    const shares = await splitEntropy(entropy);
    const { recovery_key } = await api.ok(RecoveryKeyAnswer, path('/recovery_key'), { body: { address: primary }, token });
    const primaryBody = {
      address: primary,
      wallet_index: 0,
      recovery_method: 'privy',
      auth_share: base64urlnopad.encode(shares.auth),
      encrypted_recovery_share: await encryptWithKey(shares.recovery, base64urlnopad.decode(recovery_key)),
      device_share_x: shareX(shares.device),
    };
    await api.ok(UserWire, path(''), { body: primaryBody, token });
    await api.ok(UserWire, path('/solana/additional'), { body: { primary_address: primary, address }, token });
    expect(await api.ok(SharesAddressAnswer, path('/solana/shares_address'), { body: { address }, token })).toEqual({ shares_address: primary });
    // No record of its own: its shares are the primary's.
    expect(await api.fail(path('/shares/auth'), { body: { address }, token })).toMatchObject({ status: 404 });
  });
});
