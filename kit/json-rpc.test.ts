import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeChain, RpcFailure } from '../test/support/fake-chain';
import { chainRpc, RpcError } from './json-rpc';

afterEach(() => vi.unstubAllGlobals());

describe('chainRpc', () => {
  it('answers the result, and rejects with the node’s error and code', async () => {
    vi.stubGlobal('fetch', fakeChain({ eth_chainId: () => '0x1', eth_call: () => { throw new RpcFailure('execution reverted', 3); } }).fetch);
    const rpc = chainRpc('http://chain.test');
    expect(await rpc('eth_chainId')).toBe('0x1');
    await expect(rpc('eth_call', [{}])).rejects.toEqual(new RpcError('execution reverted', 3));
    await expect(rpc('eth_call', [{}])).rejects.toMatchObject({ name: 'RpcError', code: 3 });
  });

  it('rejects an answer that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(chainRpc('http://chain.test')('eth_blockNumber')).rejects.toThrow(SyntaxError);
  });
});
