import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeChain, RpcFailure } from '../../../test/support/fake-chain';
import { decodeSymbol, decodeTransfer, encodeTransfer, readTokenTransfer } from './erc20';
import { chainRpc } from './rpc';

const TOKEN = '0x3333333333333333333333333333333333333333';
const RECIPIENT = '0x4444444444444444444444444444444444444444';
const word = (hex: string) => hex.padStart(64, '0');
const transferData = (to: string, amount: bigint) => `0xa9059cbb${word(to.slice(2))}${word(amount.toString(16))}`;
const abiString = (text: string) => {
  const bytes = Buffer.from(text).toString('hex');
  return `0x${word('20')}${word(text.length.toString(16))}${bytes.padEnd(64, '0')}`;
};

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
    const transfer = await readTokenTransfer(chainRpc('http://chain.test'), TOKEN, transferData(RECIPIENT, 5n * 10n ** 18n));
    expect(transfer).toEqual({ token: TOKEN, recipient: RECIPIENT, amount: 5n * 10n ** 18n, symbol: 'PTT', decimals: 18 });
    expect(chain.calls.map(({ params }) => params)).toEqual([
      [{ to: TOKEN, data: '0x95d89b41' }, 'latest'],
      [{ to: TOKEN, data: '0x313ce567' }, 'latest'],
    ]);
  });

  it('treats a contract that does not answer as an ERC-20 as a plain call', async () => {
    vi.stubGlobal('fetch', fakeChain({ eth_call: () => { throw new RpcFailure('execution reverted', 3); } }).fetch);
    expect(await readTokenTransfer(chainRpc('http://chain.test'), TOKEN, transferData(RECIPIENT, 1n))).toBeNull();
  });
});
