import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeChain, RpcFailure } from '../../test/support/fake-chain';
import { readBalance, readTokenInfo } from './balance';

afterEach(() => vi.unstubAllGlobals());

const WALLET = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x2222222222222222222222222222222222222222';
/** An ABI-encoded string return value. */
const abiString = (text: string) => {
  const hex = Buffer.from(text).toString('hex');
  return `0x${'20'.padStart(64, '0')}${text.length.toString(16).padStart(64, '0')}${hex.padEnd(64, '0')}`;
};

describe('balance reads by JSON-RPC', () => {
  it('reads the native balance with eth_getBalance and a token’s with balanceOf', async () => {
    const chain = fakeChain({ eth_getBalance: () => '0xde0b6b3a7640000', eth_call: () => `0x${'f4240'.padStart(64, '0')}` });
    vi.stubGlobal('fetch', chain.fetch);
    expect(await readBalance('http://chain.test', WALLET)).toBe(10n ** 18n);
    expect(await readBalance('http://chain.test', WALLET, TOKEN)).toBe(1_000_000n);
    expect(chain.calls).toEqual([
      { method: 'eth_getBalance', params: [WALLET, 'latest'] },
      { method: 'eth_call', params: [{ to: TOKEN, data: `0x70a08231${WALLET.slice(2).padStart(64, '0')}` }, 'latest'] },
    ]);
  });

  it('reads a token’s symbol and decimals', async () => {
    const chain = fakeChain({
      eth_call: ([call]) => ((call as { data: string }).data === '0x95d89b41' ? abiString('USDC') : `0x${'6'.padStart(64, '0')}`),
    });
    vi.stubGlobal('fetch', chain.fetch);
    expect(await readTokenInfo('http://chain.test', TOKEN)).toEqual({ symbol: 'USDC', decimals: 6 });
  });

  it('a node’s error, or an answer that is not JSON-RPC, rejects', async () => {
    vi.stubGlobal('fetch', fakeChain({ eth_getBalance: () => { throw new RpcFailure('header not found'); } }).fetch);
    await expect(readBalance('http://chain.test', WALLET)).rejects.toThrow('eth_getBalance failed: header not found');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ result: 42 })));
    await expect(readBalance('http://chain.test', WALLET)).rejects.toThrow('not JSON-RPC');
  });
});
