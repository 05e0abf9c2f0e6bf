import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeChain, RpcFailure } from '../test/support/fake-chain';
import { decodeSymbol, decodeTransfer, encodeTransfer, readBalance, readTokenInfo, readTokenTransfer } from './erc20';
import { chainRpc } from './json-rpc';

const WALLET = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x3333333333333333333333333333333333333333';
const RECIPIENT = '0x4444444444444444444444444444444444444444';
const word = (hex: string) => hex.padStart(64, '0');
const transferData = (to: string, amount: bigint) => `0xa9059cbb${word(to.slice(2))}${word(amount.toString(16))}`;
const abiString = (text: string) => {
  const bytes = Buffer.from(text).toString('hex');
  return `0x${word('20')}${word(text.length.toString(16))}${bytes.padEnd(64, '0')}`;
};
const rpc = () => chainRpc('http://chain.test');

afterEach(() => vi.unstubAllGlobals());

describe('ERC-20 transfers', () => {
  it('decodes transfer(address,uint256): recipient and amount', () => {
    expect(decodeTransfer(transferData(RECIPIENT, 12n * 10n ** 18n))).toEqual({ recipient: RECIPIENT, amount: 12n * 10n ** 18n });
  });

  it('encodes transfer(address,uint256) as it decodes it', () => {
    expect(encodeTransfer({ recipient: RECIPIENT, amount: 7n })).toBe(transferData(RECIPIENT, 7n));
  });

  it('leaves other calls alone: another selector, extra bytes, a malformed address word', () => {
    expect(decodeTransfer('0x')).toBeNull();
    expect(decodeTransfer(transferData(RECIPIENT, 1n).replace('a9059cbb', '095ea7b3'))).toBeNull();
    expect(decodeTransfer(`${transferData(RECIPIENT, 1n)}00`)).toBeNull();
    expect(decodeTransfer(`0xa9059cbb${'f'.repeat(64)}${word('1')}`)).toBeNull();
  });

  it('reads a symbol returned as an ABI string or as bytes32', () => {
    expect(decodeSymbol(abiString('PTT'))).toBe('PTT');
    expect(decodeSymbol(`0x${Buffer.from('MKR').toString('hex').padEnd(64, '0')}`)).toBe('MKR');
    expect(decodeSymbol(`0x${word('')}`)).toBeNull();
  });

  it('shows a transfer to a contract that answers symbol() and decimals() as a token transfer', async () => {
    const chain = fakeChain({
      eth_call: ([call]) => ((call as { data: string }).data === '0x95d89b41' ? abiString('PTT') : `0x${word('12')}`),
    });
    vi.stubGlobal('fetch', chain.fetch);
    const transfer = await readTokenTransfer(rpc(), TOKEN, transferData(RECIPIENT, 5n * 10n ** 18n));
    expect(transfer).toEqual({ token: TOKEN, recipient: RECIPIENT, amount: 5n * 10n ** 18n, symbol: 'PTT', decimals: 18 });
    expect(chain.calls.map(({ params }) => params)).toEqual([
      [{ to: TOKEN, data: '0x95d89b41' }, 'latest'],
      [{ to: TOKEN, data: '0x313ce567' }, 'latest'],
    ]);
  });

  it('treats a contract that does not answer as an ERC-20 as a plain call', async () => {
    vi.stubGlobal('fetch', fakeChain({ eth_call: () => { throw new RpcFailure('execution reverted', 3); } }).fetch);
    expect(await readTokenTransfer(rpc(), TOKEN, transferData(RECIPIENT, 1n))).toBeNull();
  });
});

describe('token info and balances', () => {
  it('reads the native balance with eth_getBalance and a token’s with balanceOf', async () => {
    const chain = fakeChain({ eth_getBalance: () => '0xde0b6b3a7640000', eth_call: () => `0x${word('f4240')}` });
    vi.stubGlobal('fetch', chain.fetch);
    expect(await readBalance(rpc(), WALLET)).toBe(10n ** 18n);
    expect(await readBalance(rpc(), WALLET, TOKEN)).toBe(1_000_000n);
    expect(chain.calls).toEqual([
      { method: 'eth_getBalance', params: [WALLET, 'latest'] },
      { method: 'eth_call', params: [{ to: TOKEN, data: `0x70a08231${word(WALLET.slice(2))}` }, 'latest'] },
    ]);
  });

  it('reads a token’s symbol and decimals', async () => {
    const chain = fakeChain({
      eth_call: ([call]) => ((call as { data: string }).data === '0x95d89b41' ? abiString('USDC') : `0x${word('6')}`),
    });
    vi.stubGlobal('fetch', chain.fetch);
    expect(await readTokenInfo(rpc(), TOKEN)).toEqual({ symbol: 'USDC', decimals: 6 });
  });

  it('rejects a node’s error and an answer that is not what the call returns', async () => {
    vi.stubGlobal('fetch', fakeChain({ eth_getBalance: () => { throw new RpcFailure('header not found'); } }).fetch);
    await expect(readBalance(rpc(), WALLET)).rejects.toThrow('header not found');
    vi.stubGlobal('fetch', fakeChain({ eth_getBalance: () => 42, eth_call: () => '0x' }).fetch);
    await expect(readBalance(rpc(), WALLET)).rejects.toThrow('The chain answered eth_getBalance with 42');
    await expect(readBalance(rpc(), WALLET, TOKEN)).rejects.toThrow('The chain answered balanceOf with "0x"');
    await expect(readTokenInfo(rpc(), TOKEN)).rejects.toThrow('as an ERC-20 token does');
  });
});
