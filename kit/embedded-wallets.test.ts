import { describe, expect, it } from 'vitest';
import { UserSchema, type LinkedAccountWire, type WalletAccount } from '../schemas/index';
import { wireUser } from '../test/support/wire';
import { embeddedSolanaWallets, primaryEmbeddedWallet } from './embedded-wallets';

const userWith = (accounts: LinkedAccountWire[]) => UserSchema.parse(wireUser({ linked_accounts: accounts }));

describe('primaryEmbeddedWallet', () => {
  const embedded: LinkedAccountWire = {
    type: 'wallet',
    address: '0xPrimary',
    imported: false,
    chain_type: 'ethereum',
    wallet_client: 'privy',
    wallet_client_type: 'privy',
    connector_type: 'embedded',
    wallet_index: 0,
  };
  const primaryOf = (accounts: LinkedAccountWire[]) => primaryEmbeddedWallet(userWith(accounts));

  it('is the unimported ethereum wallet of the privy client with wallet index 0', () => {
    const found = primaryOf([{ type: 'email', address: 'a@b.c' }, embedded]);
    expect(found?.address).toBe('0xPrimary');
  });

  it.each<[string, Partial<Extract<LinkedAccountWire, { type: 'wallet' }>>]>([
    ['imported', { imported: true }],
    ['solana', { chain_type: 'solana' }],
    ['an external client', { wallet_client_type: 'metamask' }],
    ['wallet index 1', { wallet_index: 1 }],
    ['no wallet index', { wallet_index: null }],
  ])('is not a wallet that is %s', (_, change) => {
    expect(primaryOf([{ ...embedded, ...change } as LinkedAccountWire])).toBeUndefined();
  });

  it('picks index 0 among several embedded wallets', () => {
    const found = primaryOf([
      { ...embedded, address: '0xSecond', wallet_index: 1 } as LinkedAccountWire,
      { ...embedded, address: '0xImported', imported: true } as LinkedAccountWire,
      embedded,
    ]);
    expect((found as WalletAccount).address).toBe('0xPrimary');
  });

  it('is undefined for a user without wallets', () => {
    expect(primaryOf([{ type: 'email', address: 'a@b.c' }])).toBeUndefined();
  });
});

describe('embeddedSolanaWallets', () => {
  const solana = { type: 'wallet', address: 'So1ana', imported: false, chain_type: 'solana', wallet_client_type: 'privy', connector_type: 'embedded' };
  const wallet = (changes: Partial<Extract<LinkedAccountWire, { type: 'wallet' }>>) => ({ ...solana, ...changes }) as LinkedAccountWire;

  it('are the Solana wallets of the privy client, not its Ethereum ones nor another client’s', () => {
    const ethereum = wallet({ address: '0xEthereum', chain_type: 'ethereum' });
    const user = userWith([wallet({}), ethereum, wallet({ address: 'Phantom', wallet_client_type: 'phantom' })]);
    expect(embeddedSolanaWallets(user).map((account) => account.address)).toEqual(['So1ana']);
  });
});
