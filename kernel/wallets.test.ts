import { describe, expect, it } from 'vitest';
import { initialKernelState, type KernelState } from './state';
import { memoryStorage } from './storage';
import { createStore } from './store';
import { withViews } from './user';
import { createWallets, isLinked, type WalletConnection } from './wallets';
import { UserSchema } from '../schemas/index';
import { wireUser } from '../test/support/wire';

const ADA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const GRACE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const wallet = (address: string, overrides: Partial<WalletConnection> = {}): WalletConnection => ({
  address,
  chainType: 'ethereum',
  chainId: 'eip155:1',
  branding: { name: 'Portico Test Wallet', icon: null, id: 'portico-test-wallet' },
  imported: false,
  walletClientType: 'portico_test_wallet',
  connectorType: 'injected',
  provider: { request: async () => null },
  ...overrides,
});

function setup() {
  const store = createStore<KernelState>(initialKernelState);
  const storage = memoryStorage();
  let clock = 1_000;
  const wallets = createWallets(store, storage, () => (clock += 1_000));
  const list = () => store.getSnapshot().wallets.map((w) => `${w.address.slice(0, 6)}/${w.connectorType}`);
  return { store, storage, wallets, list };
}

describe('connected wallets', () => {
  it('keeps the latest connection first and one entry per address, client and connector', () => {
    const { wallets, list } = setup();
    wallets.connect(wallet(ADA));
    wallets.connect(wallet(GRACE));
    wallets.connect(wallet(ADA.toLowerCase()));
    wallets.connect(wallet(ADA, { connectorType: 'wallet_connect' }));
    expect(list()).toEqual(['0xf39F/wallet_connect', '0xf39f/injected', '0x7099/injected']);
  });

  it('disconnects one wallet, and a chain change reaches every Ethereum wallet', () => {
    const { wallets, store, list } = setup();
    const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    wallets.connect(wallet('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', { chainType: 'solana', chainId: SOLANA }));
    wallets.connect(wallet(ADA));
    wallets.connect(wallet(GRACE));
    wallets.setChain('eip155:31337');
    expect(store.getSnapshot().wallets.map((w) => w.chainId)).toEqual(['eip155:31337', 'eip155:31337', SOLANA]);
    wallets.disconnect(wallet('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'));
    wallets.disconnect(wallet(GRACE));
    expect(list()).toEqual(['0xf39F/injected']);
  });

  it('remembers past connections in storage, newest first, and survives a malformed entry', () => {
    const { wallets, storage } = setup();
    wallets.connect(wallet(ADA));
    wallets.connect(wallet(GRACE));
    expect(wallets.history().map((entry) => [entry.address, entry.connectedAt.getTime()])).toEqual([
      [GRACE, 3_000],
      [ADA, 2_000],
    ]);
    storage.setItem('privy:connections', `[{"address":1},${storage.getItem('privy:connections')!.slice(1)}`);
    expect(wallets.history()).toHaveLength(2);
    storage.setItem('privy:connections', 'not json');
    expect(wallets.history()).toEqual([]);
  });

  it('a wallet is linked when the user has a wallet account of its address', () => {
    const user = withViews(
      UserSchema.parse(
        wireUser({
          linked_accounts: [
            { type: 'wallet', address: ADA, chain_type: 'ethereum', wallet_client: 'unknown', verified_at: 1, first_verified_at: 1, latest_verified_at: 1 },
          ],
        }),
      ),
    );
    expect(isLinked({ address: ADA.toLowerCase() }, user)).toBe(true);
    expect(isLinked({ address: GRACE }, user)).toBe(false);
    expect(isLinked({ address: ADA }, null)).toBe(false);
  });
});
