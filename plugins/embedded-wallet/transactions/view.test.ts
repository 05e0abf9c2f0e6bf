import { describe, expect, it } from 'vitest';
import { createChains } from '../../../kernel/index';
import { embeddedWalletMessages as m } from '../messages';
import type { PreparedTransaction } from './prepare';
import { normalizeTransaction } from './request';
import { transactionView } from './view';

const WALLET = '0x1111111111111111111111111111111111111111';
const TO = '0x2222222222222222222222222222222222222222';
const TOKEN = '0x3333333333333333333333333333333333333333';
const ETHER = 10n ** 18n;
const chains = createChains([{ id: 31337, name: 'Anvil', rpcUrls: { default: { http: ['http://chain.test'] } } }]);
const tx = (request: { to?: string; value?: bigint; data?: string }) => normalizeTransaction(request, { chains, from: WALLET, chainId: 31337 }, m);
const prepared = (fee: bigint, balance: bigint, insufficientFunds = false) => ({ fee, balance, insufficientFunds, maxCost: fee, tokenFunds: null }) as PreparedTransaction;

describe('the review’s rows', () => {
  it('an ETH transfer: amount, fee, total and balance in ETH (3 decimals), dollars beside them, a tiny fee as less than $0.01', () => {
    const view = transactionView({ tx: tx({ to: TO, value: 3n * ETHER / 2n }), prepared: prepared(42_000n * 10n ** 9n, 10n * ETHER), token: null, prices: { native: 3000, token: null }, info: undefined }, m);
    expect(view).toEqual({
      chainName: 'Anvil',
      from: WALLET,
      to: TO,
      action: 'Transfer',
      amount: '1.500 ETH',
      amountUsd: '$4,500.00',
      fee: '<0.001 ETH',
      feeUsd: '$0.13',
      total: '1.500 ETH',
      totalUsd: '$4,500.13',
      balance: '10.000 ETH',
      token: null,
      insufficientFunds: null,
    });
    expect(transactionView({ tx: tx({ to: TO }), prepared: prepared(21_000n, ETHER), token: null, prices: { native: 3000, token: null }, info: undefined }, m).feeUsd).toBe('less than $0.01');
  });

  it('a token transfer shows the recipient and the token amount; no price leaves the dollars out', () => {
    const token = { token: TOKEN as `0x${string}`, recipient: TO as `0x${string}`, amount: 12n * ETHER, symbol: 'PTT', decimals: 18 };
    const view = transactionView({ tx: tx({ to: TOKEN, data: '0xa9059cbb' }), prepared: prepared(ETHER / 1000n, ETHER), token, prices: { native: null, token: null }, info: { action: 'Pay invoice' } }, m);
    expect(view).toMatchObject({ to: TO, action: 'Pay invoice', amount: '12.000 PTT', amountUsd: null, total: '12.000 PTT + 0.001 ETH', feeUsd: null, totalUsd: null, token: { symbol: 'PTT', decimals: 18, address: TOKEN } });
    const priced = transactionView({ tx: tx({ to: TOKEN, data: '0xa9059cbb' }), prepared: prepared(ETHER / 1000n, ETHER), token, prices: { native: 3000, token: 1.25 }, info: undefined }, m);
    expect(priced).toMatchObject({ action: 'Transfer', amountUsd: '$15.00', feeUsd: '$3.00', totalUsd: '$18.00' });
  });

  it('addresses read in EIP-55 mixed case however the request or the calldata wrote them (From and To alike)', () => {
    const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const from = normalizeTransaction({ to: lower }, { chains, from: lower, chainId: 31337 }, m);
    expect(transactionView({ tx: from, prepared: prepared(0n, ETHER), token: null, prices: { native: null, token: null }, info: undefined }, m)).toMatchObject({ from: checksummed, to: checksummed });
    const token = { token: TOKEN as `0x${string}`, recipient: lower as `0x${string}`, amount: ETHER, symbol: 'PTT', decimals: 18 };
    expect(transactionView({ tx: tx({ to: TOKEN, data: '0xa9059cbb' }), prepared: prepared(0n, ETHER), token, prices: { native: null, token: null }, info: undefined }, m).to).toBe(checksummed);
  });

  it('a token transfer’s balance shows the token’s beside the native one; too few tokens are short funds', () => {
    const token = { token: TOKEN as `0x${string}`, recipient: TO as `0x${string}`, amount: 5n * ETHER, symbol: 'PTT', decimals: 18 };
    const withTokens = (held: bigint) => ({ ...prepared(ETHER / 1000n, ETHER / 2n, held < token.amount), tokenFunds: { ...token, balance: held } });
    const view = (held: bigint) => transactionView({ tx: tx({ to: TOKEN, data: '0xa9059cbb' }), prepared: withTokens(held), token, prices: { native: null, token: null }, info: undefined }, m);
    expect(view(100n * ETHER)).toMatchObject({ balance: '100.000 PTT · 0.500 ETH', insufficientFunds: null });
    expect(view(3n * ETHER)).toMatchObject({ balance: '3.000 PTT · 0.500 ETH', insufficientFunds: 'Add funds on Anvil to complete transaction.' });
  });

  it('short funds say where to add them; a deployment and a contract call say what they are', () => {
    const short = transactionView({ tx: tx({ data: '0x6000' }), prepared: prepared(ETHER, 0n, true), token: null, prices: { native: null, token: null }, info: undefined }, m);
    expect(short).toMatchObject({ to: null, action: 'Deploy contract', amount: null, insufficientFunds: 'Add funds on Anvil to complete transaction.' });
    expect(transactionView({ tx: tx({ to: TO, data: '0x12345678' }), prepared: prepared(0n, 0n), token: null, prices: { native: null, token: null }, info: undefined }, m).action).toBe('Contract call');
  });
});
