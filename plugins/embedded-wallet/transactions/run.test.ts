import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChains, userRejected } from '../../../kernel/index';
import { fakeChain, RpcFailure, wireReceipt, type RpcHandler } from '../../../test/support/fake-chain';
import { embeddedWalletMessages as m } from '../messages';
import { missingFunds, type SignableTransaction } from './prepare';
import { normalizeTransaction, type TransactionRequest } from './request';
import { createTransactionRun } from './run';

const WALLET = '0x1111111111111111111111111111111111111111';
const TO = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;
const GWEI = 1_000_000_000n;
const ETHER = 10n ** 18n;
const chains = createChains([{ id: 31337, name: 'Local', rpcUrls: { default: { http: ['http://chain.test'] } } }]);

const hex = (n: bigint | number) => `0x${n.toString(16)}`;
const receipt = (status: '0x0' | '0x1') => wireReceipt({ from: WALLET, to: TO, hash: HASH, status });

/** A London chain: nonce 5, 21000 gas, base fee 1 gwei, tip 1 gwei, 1 ETH in the wallet, blocks up to 0x11. */
function chain(overrides: Record<string, RpcHandler> = {}) {
  const fake = fakeChain({
    eth_getTransactionCount: () => '0x5',
    eth_estimateGas: () => '0x5208',
    eth_getBlockByNumber: () => ({ number: '0x11', baseFeePerGas: hex(GWEI) }),
    eth_maxPriorityFeePerGas: () => hex(GWEI),
    eth_getBalance: () => hex(ETHER),
    eth_sendRawTransaction: () => HASH,
    eth_getTransactionReceipt: () => receipt('0x1'),
    eth_blockNumber: () => '0x11',
    ...overrides,
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

let signed: SignableTransaction[];
const sign = async (transaction: SignableTransaction) => {
  signed.push(transaction);
  return '0x02f86c';
};
const timing = { intervalMs: 5, timeoutMs: 30 };
const runFor = (request: TransactionRequest) =>
  createTransactionRun(normalizeTransaction({ to: TO, ...request }, { chains, from: WALLET, chainId: 31337 }, m), sign, m, { receiptTiming: timing });

beforeEach(() => {
  signed = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('preparing', () => {
  it('reads nonce, gas, EIP-1559 fees and balance; the fee is at base fee plus tip, the funds check at the max fee', async () => {
    const fake = chain();
    const prepared = await runFor({ value: ETHER / 2n }).prepare();
    expect(prepared.transaction).toEqual({
      chainId: 31337,
      to: TO,
      data: '0x',
      value: ETHER / 2n,
      nonce: 5,
      gas: 21000n,
      fees: { type: 'eip1559', maxFeePerGas: 3n * GWEI, maxPriorityFeePerGas: GWEI },
    });
    expect(prepared).toMatchObject({ fee: 21000n * 2n * GWEI, maxCost: ETHER / 2n + 21000n * 3n * GWEI, balance: ETHER, insufficientFunds: false });
    expect(fake.methods().sort()).toEqual(['eth_estimateGas', 'eth_getBalance', 'eth_getBlockByNumber', 'eth_getTransactionCount', 'eth_maxPriorityFeePerGas']);
    expect(fake.calls.find((call) => call.method === 'eth_getTransactionCount')?.params).toEqual([WALLET, 'pending']);
  });

  it('uses the legacy gas price on a chain without a base fee, and the request’s own gas price as it is', async () => {
    chain({ eth_getBlockByNumber: () => ({ number: '0x11' }), eth_gasPrice: () => hex(5n * GWEI) });
    expect((await runFor({}).prepare()).transaction.fees).toEqual({ type: 'legacy', gasPrice: 5n * GWEI });
    const fake = chain();
    expect((await runFor({ gasPrice: hex(7n * GWEI), gasLimit: 30000, nonce: 9 }).prepare()).transaction).toMatchObject({
      fees: { type: 'legacy', gasPrice: 7n * GWEI },
      gas: 30000n,
      nonce: 9,
    });
    expect(fake.methods()).toEqual(['eth_getBalance']);
  });

  it('flags short funds; a balance that cannot be read counts as zero', async () => {
    chain({ eth_getBalance: () => hex(ETHER / 10n) });
    expect((await runFor({ value: ETHER / 10n }).prepare()).insufficientFunds).toBe(true);
    chain({ eth_getBalance: () => { throw new RpcFailure('backend down'); } });
    expect(await runFor({}).prepare()).toMatchObject({ balance: 0n, insufficientFunds: true });
  });

  it('estimates again without the value when the node refuses it for lack of funds', async () => {
    const fake = chain({
      eth_estimateGas: ([call]) => {
        if ((call as { value: string }).value !== '0x0') throw new RpcFailure('insufficient funds for gas * price + value');
        return '0x5208';
      },
      eth_getBalance: () => '0x0',
    });
    expect(await runFor({ value: ETHER }).prepare()).toMatchObject({ transaction: { gas: 21000n, value: ETHER }, insufficientFunds: true });
    expect(fake.methods().filter((method) => method === 'eth_estimateGas')).toHaveLength(2);
  });

  describe('a token transfer', () => {
    const TOKEN = '0x3333333333333333333333333333333333333333';
    const word = (hex: string) => hex.padStart(64, '0');
    const transfer = (amount: bigint) => `0xa9059cbb${word(TO.slice(2))}${word(amount.toString(16))}`;
    const holding = (tokens: bigint) => (call: { data: string }) => {
      expect(call.data).toBe(`0x70a08231${word(WALLET.slice(2))}`);
      return `0x${word(tokens.toString(16))}`;
    };
    const runTransfer = (amount: bigint) => runFor({ to: TOKEN, data: transfer(amount) });

    it('reads the wallet’s token balance beside the native one; enough of both passes the funds check', async () => {
      chain({ eth_call: ([call]) => holding(10n * ETHER)(call as { data: string }) });
      expect(await runTransfer(4n * ETHER).prepare()).toMatchObject({
        tokenFunds: { token: TOKEN, recipient: TO, amount: 4n * ETHER, balance: 10n * ETHER },
        insufficientFunds: false,
      });
    });

    it('short of tokens: estimated for what the wallet holds (the real one reverts), and the funds check fails', async () => {
      const estimated: string[] = [];
      chain({
        eth_call: ([call]) => holding(3n * ETHER)(call as { data: string }),
        eth_estimateGas: ([call]) => {
          const { data } = call as { data: string };
          estimated.push(data);
          if (data === transfer(5n * ETHER)) throw new RpcFailure('execution reverted: ERC20InsufficientBalance', 3);
          return '0xc350';
        },
      });
      const prepared = await runTransfer(5n * ETHER).prepare();
      expect(estimated).toEqual([transfer(5n * ETHER), transfer(3n * ETHER)]);
      // The transaction signed is still the one asked for.
      expect(prepared).toMatchObject({ transaction: { gas: 50000n, data: transfer(5n * ETHER) }, insufficientFunds: true });
      expect(missingFunds(prepared)).toEqual({ token: TOKEN, amount: 2n * ETHER });
    });

    it('short of both: the native currency is asked for first (it pays the fee)', async () => {
      chain({ eth_call: ([call]) => holding(0n)(call as { data: string }), eth_getBalance: () => '0x0' });
      expect(missingFunds(await runTransfer(ETHER).prepare())).toEqual({ token: null, amount: 21000n * 3n * GWEI });
    });

    it('a transfer() to a contract that does not answer balanceOf is checked as any call: its revert stays the preparing failure', async () => {
      chain({
        eth_call: () => { throw new RpcFailure('execution reverted', 3); },
        eth_estimateGas: () => { throw new RpcFailure('execution reverted: paused', 3); },
      });
      await expect(runTransfer(ETHER).prepare()).rejects.toMatchObject({ code: 'transaction_preparation_failed', details: 'execution reverted: paused' });
      chain({ eth_call: () => { throw new RpcFailure('execution reverted', 3); } });
      expect(await runTransfer(ETHER).prepare()).toMatchObject({ tokenFunds: null, insufficientFunds: false });
    });
  });

  it('a revert at estimation is the preparing failure (code 32603)', async () => {
    chain({ eth_estimateGas: () => { throw new RpcFailure('execution reverted: not allowed', 3); } });
    await expect(runFor({ data: '0x12345678' }).prepare()).rejects.toMatchObject({
      code: 'transaction_preparation_failed',
      shortMessage: 'There was an issue preparing your transaction',
      providerCode: 32603,
      details: 'execution reverted: not allowed',
    });
  });
});

describe('sending', () => {
  it('signs the prepared transaction with hex quantities, broadcasts it and returns the receipt in section 3’s fields', async () => {
    const fake = chain();
    const run = runFor({ value: 1000 });
    const hash = await run.submit(await run.prepare());
    expect(hash).toBe(HASH);
    expect(signed).toEqual([
      { chainId: '0x7a69', to: TO, data: '0x', value: '0x3e8', nonce: '0x5', gas: '0x5208', maxFeePerGas: hex(3n * GWEI), maxPriorityFeePerGas: hex(GWEI) },
    ]);
    expect(fake.calls.find((call) => call.method === 'eth_sendRawTransaction')?.params).toEqual(['0x02f86c']);
    expect(await run.confirm(hash)).toMatchObject({
      transactionHash: HASH,
      blockNumber: 16,
      confirmations: 2,
      status: 1,
      byzantium: true,
      type: 2,
      root: null,
      gasUsed: 21000n,
      effectiveGasPrice: 2n * GWEI,
    });
  });

  it('without prompts refuses short funds before signing', async () => {
    chain({ eth_getBalance: () => '0x0' });
    await expect(runFor({ value: 1 }).sendUnprompted()).rejects.toMatchObject({
      code: 'insufficient_funds',
      shortMessage: 'Wallet has insufficient funds for this transaction.',
    });
    expect(signed).toEqual([]);
  });

  it('a frame that will not sign is unable_to_sign; a refusal (4001) stays a refusal', async () => {
    chain();
    const refusing = (error: unknown) =>
      createTransactionRun(normalizeTransaction({ to: TO }, { chains, from: WALLET, chainId: 31337 }, m), () => Promise.reject(error), m);
    const run = refusing(new Error('frame exploded'));
    await expect(run.submit(await run.prepare())).rejects.toMatchObject({ code: 'unable_to_sign', shortMessage: 'An error has occurred, please try again.' });
    const refused = refusing(userRejected());
    await expect(refused.submit(await refused.prepare())).rejects.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
  });

  it('a transaction not confirmed in time fails with its hash', async () => {
    chain({ eth_getTransactionReceipt: () => null });
    const run = runFor({});
    await expect(run.confirm(await run.submit(await run.prepare()))).rejects.toMatchObject({
      code: 'transaction_failure',
      shortMessage: 'The transaction was sent but not confirmed in time.',
      details: `Transaction hash: ${HASH}`,
    });
  });
});

describe('nonce reset (section 4)', () => {
  it('after a failure with a hash, the next attempt reads the nonce again even though the request named one', async () => {
    const fake = chain({ eth_getTransactionReceipt: () => receipt('0x0'), eth_getTransactionCount: () => '0x8' });
    const run = runFor({ nonce: 7 });
    const hash = await run.submit(await run.prepare());
    expect(signed[0]?.nonce).toBe('0x7');
    await expect(run.confirm(hash)).rejects.toMatchObject({ code: 'transaction_failure', shortMessage: 'The transaction was reverted.' });
    expect(fake.methods()).not.toContain('eth_getTransactionCount');
    await run.submit(await run.prepare());
    expect(fake.methods()).toContain('eth_getTransactionCount');
    expect(signed[1]?.nonce).toBe('0x8');
  });

  it('a broadcast that failed without a hash keeps the nonce', async () => {
    const fake = chain({ eth_sendRawTransaction: () => { throw new RpcFailure('replacement transaction underpriced'); } });
    const run = runFor({ nonce: 7 });
    await expect(run.submit(await run.prepare())).rejects.toMatchObject({ code: 'transaction_failure', details: 'replacement transaction underpriced' });
    await expect(run.submit(await run.prepare())).rejects.toMatchObject({ code: 'transaction_failure' });
    expect(signed.map((transaction) => transaction.nonce)).toEqual(['0x7', '0x7']);
    expect(fake.methods()).not.toContain('eth_getTransactionCount');
  });
});
