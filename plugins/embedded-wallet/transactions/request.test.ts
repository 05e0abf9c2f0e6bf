import { describe, expect, it } from 'vitest';
import { createChains } from '../../../kernel/index';
import { embeddedWalletMessages as m } from '../messages';
import { fromRpcTransaction, normalizeTransaction, type TransactionRequest } from './request';

const WALLET = '0x1111111111111111111111111111111111111111';
const TO = '0x2222222222222222222222222222222222222222';
const local = { id: 31337, name: 'Local', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
const base = { id: 8453, name: 'Base', rpcUrls: { default: { http: ['https://base.example'] } } };
const chains = createChains([local, base]);
const normalize = (request: TransactionRequest, chainId = 31337) => normalizeTransaction(request, { chains, from: WALLET, chainId }, m);

describe('normalizeTransaction (section 5)', () => {
  it('takes value and gas fields as number, bigint or hex string', () => {
    const tx = normalize({ to: TO, value: 1000, gasLimit: 21000n, maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: 0, nonce: '0x7' });
    expect(tx).toMatchObject({ to: TO, from: WALLET, data: '0x', value: 1000n, gasLimit: 21000n, maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 0n, nonce: 7 });
    expect(tx.chain.id).toBe(31337);
    expect(tx.gasPrice).toBeUndefined();
  });

  it.each([
    ['a decimal string', { value: '1000' }],
    ['a negative number', { value: -1 }],
    ['a fraction', { gasLimit: 1.5 }],
    ['an unsafe integer', { gasPrice: 2 ** 60 }],
    ['a negative bigint', { maxFeePerGas: -1n }],
    ['hex without digits', { value: '0x' }],
    ['an object', { nonce: { n: 1 } as never }],
  ])('refuses %s with "Invalid transaction request."', (_, fields) => {
    expect(() => normalize({ to: TO, ...fields })).toThrow(expect.objectContaining({ code: 'invalid_transaction_request', shortMessage: 'Invalid transaction request.' }));
  });

  it('refuses a bad recipient, bad data and another wallet as from', () => {
    for (const request of [{ to: '0x12' }, { to: TO, data: '0xabc' }, { to: TO, from: TO }]) {
      expect(() => normalize(request)).toThrow(expect.objectContaining({ code: 'invalid_transaction_request' }));
    }
    expect(normalize({ to: TO, from: WALLET.toUpperCase().replace('0X', '0x') }).from).toBe(WALLET);
  });

  it('reads no `to` as a contract deployment', () => {
    expect(normalize({ data: '0x6000' }).to).toBeNull();
  });

  it('uses the current chain when none is given, and takes a number or CAIP-2 eip155:{n}', () => {
    expect(normalize({ to: TO }, 8453).chain.id).toBe(8453);
    expect(normalize({ to: TO, chainId: 8453 }).chain.id).toBe(8453);
    expect(normalize({ to: TO, chainId: 'eip155:8453' }).chain.id).toBe(8453);
  });

  it('refuses chain ids that are neither a number nor eip155:{n}', () => {
    for (const chainId of ['8453', '0x2105', 'eip155:abc', 'solana:1']) {
      expect(() => normalize({ to: TO, chainId })).toThrow(expect.objectContaining({ code: 'unsupported_chain_id' }));
    }
  });

  it('refuses a chain the host did not configure, with the spec’s message', () => {
    expect(() => normalize({ to: TO, chainId: 5 })).toThrow(
      expect.objectContaining({
        code: 'unsupported_chain_id',
        message: 'Chain ID 5 is not supported. It must be added to the config.supportedChains property of the PrivyProvider.',
      }),
    );
  });
});

describe('fromRpcTransaction', () => {
  it('reads eth_sendTransaction’s wire shape: gas as the gas limit, a hex chain id as a number, unknown fields dropped', () => {
    const request = fromRpcTransaction({ from: WALLET, to: TO, value: '0x1', gas: '0x5208', chainId: '0x2105', type: '0x2', accessList: [] }, m);
    expect(request).toEqual({ from: WALLET, to: TO, value: '0x1', gasLimit: '0x5208', chainId: 8453 });
    expect(normalize(request).chain.id).toBe(8453);
  });

  it('refuses a parameter that is not a transaction object', () => {
    expect(() => fromRpcTransaction('0x', m)).toThrow(expect.objectContaining({ code: 'invalid_transaction_request' }));
  });
});
