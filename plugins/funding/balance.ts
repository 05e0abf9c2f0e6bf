import { ChainReadAnswer } from '../../schemas/funding';
import type { Address, TokenInfo } from './assets';

/** ERC-20 selectors: balanceOf(address), symbol(), decimals(). */
const BALANCE_OF = '0x70a08231';
const SYMBOL = '0x95d89b41';
const DECIMALS = '0x313ce567';

/** One JSON-RPC read from the chain's RPC URL (fetch read at call time, so tests can stub it). */
async function rpcRead(rpcUrl: string, method: string, params: readonly unknown[]): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (!response.ok) throw new Error(`${method} failed with HTTP ${response.status}`);
  const answer = ChainReadAnswer.safeParse(await response.json());
  if (!answer.success) throw new Error(`${method} gave an answer that is not JSON-RPC`);
  if ('error' in answer.data) throw new Error(`${method} failed: ${answer.data.error.message}`);
  return answer.data.result;
}

const call = (rpcUrl: string, to: Address, data: string) => rpcRead(rpcUrl, 'eth_call', [{ to, data }, 'latest']);

/** A quantity or a uint256 word as a bigint ('0x' alone, an empty answer, is 0). */
const toBigInt = (hex: string): bigint => (hex === '0x' ? 0n : BigInt(hex));

/**
 * `address`'s balance in base units: the native currency (eth_getBalance), or the ERC-20 token at `erc20Address`
 * (balanceOf). Plain JSON-RPC, so no viem in the funding flow's first chunk.
 */
export async function readBalance(rpcUrl: string, address: string, erc20Address?: Address | null): Promise<bigint> {
  if (!erc20Address) return toBigInt(await rpcRead(rpcUrl, 'eth_getBalance', [address, 'latest']));
  const word = address.toLowerCase().replace(/^0x/, '').padStart(64, '0');
  return toBigInt(await call(rpcUrl, erc20Address, `${BALANCE_OF}${word}`));
}

/** An ABI-encoded `string` return value (offset, length, bytes) as text. */
function decodeString(hex: string): string {
  const body = hex.replace(/^0x/, '');
  const length = Number(BigInt(`0x${body.slice(64, 128)}`));
  const bytes = body.slice(128, 128 + length * 2).match(/../g) ?? [];
  return new TextDecoder().decode(Uint8Array.from(bytes, (byte) => parseInt(byte, 16)));
}

/** An ERC-20 token's symbol and decimals, read from its contract (a funding request for any token). */
export async function readTokenInfo(rpcUrl: string, erc20Address: Address): Promise<TokenInfo> {
  const [symbol, decimals] = await Promise.all([call(rpcUrl, erc20Address, SYMBOL), call(rpcUrl, erc20Address, DECIMALS)]);
  return { symbol: decodeString(symbol), decimals: Number(toBigInt(decimals)) };
}
