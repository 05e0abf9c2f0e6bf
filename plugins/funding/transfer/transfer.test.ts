import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainConfig, ConnectedWallet, Eip1193Provider } from '../../../kernel/index';
import { switchWalletChain } from '../../../kit/eip1193';
import { fakeChain } from '../../../test/support/fake-chain';
import { fundingMessages } from '../messages';
import type { FundingRequest } from '../request';
import { assetOn } from './assets';
import { formatDollars } from './format';
import { isToleratedRefusal, QuoteRefused, readQuoteStatus, requestQuote } from './quote';
import { checkTransfer, type SentTransfer } from './run';
import { externalEthereumWallets } from './external-wallets';
import { isUserRejection, sendFromWallet } from './wallet';

afterEach(() => vi.unstubAllGlobals());

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const chainA: ChainConfig = { id: 31337, name: 'Chain A', rpcUrl: 'http://a.test', nativeCurrency: ETHER };
const chainB: ChainConfig = { id: 31338, name: 'Chain B', rpcUrl: 'http://b.test', nativeCurrency: ETHER };
const USDC_A = '0x00000000000000000000000000000000000000a1';
const TOKEN = '0x00000000000000000000000000000000000000f0';
const HASH = `0x${'ab'.repeat(32)}`;

const request = (overrides: Partial<FundingRequest> = {}): FundingRequest => ({
  address: '0x1111111111111111111111111111111111111111',
  amount: '1',
  chainId: chainA.id,
  erc20Address: null,
  erc20ContractInfo: null,
  isUSDC: false,
  methodScreen: null,
  comingFromSendTransactionScreen: false,
  ...overrides,
});

describe('assetOn: the request’s asset on each chain', () => {
  it('native currency is on every chain, USDC where its contract is known, another token only on its own chain', () => {
    expect(assetOn(request(), chainB, {})).toEqual({ token: null, symbol: 'ETH', decimals: 18 });
    const usdc = request({ erc20Address: USDC_A, erc20ContractInfo: { symbol: 'USDC', decimals: 6 }, isUSDC: true });
    expect(assetOn(usdc, chainA, { [chainA.id]: USDC_A })).toEqual({ token: USDC_A, symbol: 'USDC', decimals: 6 });
    expect(assetOn(usdc, chainB, { [chainA.id]: USDC_A })).toBeNull();
    const token = request({ erc20Address: TOKEN, erc20ContractInfo: { symbol: 'PTT', decimals: 18 } });
    expect(assetOn(token, chainA, {})).toEqual({ token: TOKEN, symbol: 'PTT', decimals: 18 });
    expect(assetOn(token, chainB, {})).toBeNull();
  });
});

describe('format', () => {
  it('shows dollars with cents, and a fee under one cent as section 9 says', () => {
    expect(formatDollars(1500, fundingMessages)).toBe('$1,500.00');
    expect(formatDollars(0.004, fundingMessages)).toBe('less than $0.01');
    expect(formatDollars(0, fundingMessages)).toBe('$0.00');
  });
});

/** A wallet provider answering from a table; a function value may throw. */
function provider(answers: Record<string, (params: readonly unknown[]) => unknown>) {
  const calls: { method: string; params: readonly unknown[] }[] = [];
  const wallet: Eip1193Provider = {
    async request({ method, params = [] }) {
      calls.push({ method, params });
      const answer = answers[method];
      if (!answer) throw Object.assign(new Error(`Unsupported ${method}`), { code: 4200 });
      return answer(params);
    },
  };
  return { wallet, calls };
}

describe('the wallet', () => {
  it('only connected external Ethereum wallets can pay', () => {
    const base = { chainId: 'eip155:1', imported: false, connectedAt: new Date(0), walletClientType: 'x', branding: { name: 'x', icon: null, id: 'x' }, provider: provider({}).wallet };
    const wallets: ConnectedWallet[] = [
      { ...base, address: '0xe', chainType: 'ethereum', connectorType: 'embedded' },
      { ...base, address: '0xs', chainType: 'solana', connectorType: 'solana_adapter' },
      { ...base, address: '0xi', chainType: 'ethereum', connectorType: 'injected' },
    ];
    expect(externalEthereumWallets(wallets).map((wallet) => wallet.address)).toEqual(['0xi']);
  });

  it('switches chain, adding it first when the wallet does not know it (4902)', async () => {
    let known = false;
    const { wallet, calls } = provider({
      wallet_switchEthereumChain: () => {
        if (!known) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
        return null;
      },
      wallet_addEthereumChain: () => void (known = true),
    });
    await switchWalletChain(wallet, chainB);
    expect(calls.map((call) => call.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(calls[1]?.params).toEqual([{ chainId: '0x7a6a', chainName: 'Chain B', nativeCurrency: ETHER, rpcUrls: ['http://b.test'] }]);
  });

  it('a refused switch is the person’s refusal', async () => {
    const { wallet } = provider({ wallet_switchEthereumChain: () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })) });
    const refusal = await switchWalletChain(wallet, chainB).catch((error: unknown) => error);
    expect(isUserRejection(refusal)).toBe(true);
  });

  it('sends each transaction with hex quantities, data only when there is some', async () => {
    const { wallet, calls } = provider({ eth_sendTransaction: () => HASH });
    const hashes = await sendFromWallet(wallet, [
      { from: '0xf', to: '0xt', value: 10n ** 18n },
      { from: '0xf', to: '0xt', value: 0n, data: '0xa9059cbb' },
    ]);
    expect(hashes).toEqual([HASH, HASH]);
    expect(calls.map((call) => call.params[0])).toEqual([
      { from: '0xf', to: '0xt', value: '0xde0b6b3a7640000' },
      { from: '0xf', to: '0xt', value: '0x0', data: '0xa9059cbb' },
    ]);
    await expect(sendFromWallet(provider({ eth_sendTransaction: () => null }).wallet, [{ from: '0xf', to: '0xt', value: 1n }])).rejects.toThrow(
      'The wallet did not answer with a transaction hash',
    );
  });
});

describe('the quote service', () => {
  const answering = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('reads the refusal’s message; an Invalid address refusal is tolerated', async () => {
    vi.stubGlobal('fetch', answering(400, { message: 'Invalid address 0x12', errorCode: 'INVALID_INPUT' }));
    const refusal = await requestQuote('https://quotes.test/', {} as never).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(QuoteRefused);
    expect((refusal as Error).message).toBe('Invalid address 0x12');
    expect(isToleratedRefusal(refusal)).toBe(true);
    expect(isToleratedRefusal(new QuoteRefused('Unsupported chain 1'))).toBe(false);
  });

  it('an answer without a message says the status; a malformed answer is refused', async () => {
    vi.stubGlobal('fetch', answering(503, 'down'));
    await expect(readQuoteStatus('https://quotes.test', HASH)).rejects.toThrow('The quote service answered 503');
    vi.stubGlobal('fetch', answering(200, { status: 'done' }));
    await expect(readQuoteStatus('https://quotes.test', HASH)).rejects.toThrow();
  });

  it('asks the status by request id', async () => {
    const fetch = answering(200, { status: 'waiting', txHashes: [] });
    vi.stubGlobal('fetch', fetch);
    expect(await readQuoteStatus('https://quotes.test/', HASH)).toEqual({ status: 'waiting', txHashes: [] });
    expect(fetch).toHaveBeenCalledWith(`https://quotes.test/intents/status?requestId=${HASH}`, { signal: undefined });
  });
});

describe('checkTransfer: following a sent transfer', () => {
  const sent = (overrides: Partial<SentTransfer> = {}): SentTransfer => ({
    fromChainId: chainB.id,
    toChainId: chainA.id,
    hashes: [HASH],
    requestId: `0x${'cd'.repeat(32)}`,
    recipient: '0x1111111111111111111111111111111111111111',
    token: null,
    symbol: 'ETH',
    decimals: 18,
    amount: '1',
    amountOut: '1000',
    balanceBefore: '500',
    ...overrides,
  });

  /** The quote service and the chain behind one fetch stub. */
  function stub(status: string, balance: bigint, details?: string) {
    const chain = fakeChain({ eth_getBalance: () => `0x${balance.toString(16)}` });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('https://quotes.test') ? new Response(JSON.stringify({ status, txHashes: [HASH], ...(details && { details }) })) : chain.fetch(input, init),
    );
  }

  it('waits until the balance grew by the amount', async () => {
    stub('pending', 1499n);
    expect(await checkTransfer(sent(), { from: chainB, to: chainA }, 'https://quotes.test', fundingMessages)).toEqual({ kind: 'waiting' });
    stub('success', 1500n);
    expect(await checkTransfer(sent(), { from: chainB, to: chainA }, 'https://quotes.test', fundingMessages)).toEqual({ kind: 'arrived' });
  });

  it('a failed bridge says why', async () => {
    stub('failure', 0n, 'The deposit transaction reverted');
    expect(await checkTransfer(sent(), { from: chainB, to: chainA }, 'https://quotes.test', fundingMessages)).toEqual({
      kind: 'failed',
      reason: 'The deposit transaction reverted',
    });
  });
});
