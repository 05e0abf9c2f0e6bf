import { chainQuantity } from './chain-quantity';
import type { ChainRpc, Hex } from './json-rpc';

// The few ERC-20 calls the plugins make, ABI-encoded by hand: viem's erc20Abi and decodeFunctionResult would bring
// viem into chunks that load without it (the funding plugin's first chunk, the embedded wallet's transaction engine).

/** `transfer(address,uint256)`, `symbol()`, `decimals()` and `balanceOf(address)` selectors. */
const TRANSFER_SELECTOR = '0xa9059cbb';
const SYMBOL_SELECTOR = '0x95d89b41';
const DECIMALS_SELECTOR = '0x313ce567';
const BALANCE_OF_SELECTOR = '0x70a08231';

/** Section 3's token info. */
export interface TokenInfo {
  symbol: string;
  decimals: number;
}

/** An ERC-20 transfer's own fields: the token contract is the transaction's `to`. */
export interface TransferCall {
  recipient: Hex;
  amount: bigint;
}

export interface TokenTransfer extends TransferCall, TokenInfo {
  token: Hex;
}

const WORD = 64;
const words = (hex: string) => hex.match(new RegExp(`.{${WORD}}`, 'g')) ?? [];
const word = (hex: string) => hex.padStart(WORD, '0');
/** A call's answer that is one 32-byte word (a uint256). */
const UINT_ANSWER = /^0x[0-9a-f]{64}$/i;

/** The recipient and amount of `transfer(address,uint256)` calldata; null for any other call. */
export function decodeTransfer(data: string): TransferCall | null {
  if (data.slice(0, 10).toLowerCase() !== TRANSFER_SELECTOR || data.length !== 10 + 2 * WORD) return null;
  const [recipient, amount] = words(data.slice(10)) as [string, string];
  // An address word is 12 zero bytes then the address; anything else is not a well-formed transfer.
  if (!/^0{24}/.test(recipient)) return null;
  return { recipient: `0x${recipient.slice(24)}`, amount: BigInt(`0x${amount}`) };
}

/** `transfer(address,uint256)` calldata. */
export const encodeTransfer = ({ recipient, amount }: TransferCall): Hex => `${TRANSFER_SELECTOR}${word(recipient.slice(2))}${word(amount.toString(16))}`;

/** An ABI-encoded `string`, or a `bytes32` symbol as older tokens (MKR) return it. */
export function decodeSymbol(result: string): string | null {
  const hex = result.slice(2);
  if (hex.length === WORD) return utf8(hex.replace(/(00)+$/, ''));
  const [offset, ...rest] = words(hex);
  if (!offset) return null;
  const start = Number(BigInt(`0x${offset}`)) / 32 - 1;
  const length = rest[start] === undefined ? NaN : Number(BigInt(`0x${rest[start]}`));
  const bytes = hex.slice((start + 2) * WORD, (start + 2) * WORD + length * 2);
  return Number.isFinite(length) && bytes.length === length * 2 ? utf8(bytes) : null;
}

function utf8(hex: string): string | null {
  const bytes = new Uint8Array((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));
  const text = new TextDecoder().decode(bytes);
  return text.length > 0 ? text : null;
}

const call = (rpc: ChainRpc, token: Hex, data: string) => rpc('eth_call', [{ to: token, data }, 'latest']);

/** The token's symbol and decimals read from its contract; rejects when it does not answer as an ERC-20 does. */
export async function readTokenInfo(rpc: ChainRpc, token: Hex): Promise<TokenInfo> {
  const [symbol, decimals] = await Promise.all([call(rpc, token, SYMBOL_SELECTOR), call(rpc, token, DECIMALS_SELECTOR)]);
  const parsedSymbol = typeof symbol === 'string' ? decodeSymbol(symbol) : null;
  const parsedDecimals = typeof decimals === 'string' && UINT_ANSWER.test(decimals) ? Number(BigInt(decimals)) : NaN;
  if (!parsedSymbol || !(parsedDecimals <= 255)) throw new Error(`${token} does not answer symbol() and decimals() as an ERC-20 token does`);
  return { symbol: parsedSymbol, decimals: parsedDecimals };
}

/**
 * `holder`'s balance in base units: of the chain's native currency (eth_getBalance), or of the ERC-20 token at `token`
 * (balanceOf). Rejects when the chain fails or the contract does not answer as an ERC-20 does.
 */
export async function readBalance(rpc: ChainRpc, holder: string, token?: Hex | null): Promise<bigint> {
  if (!token) return chainQuantity(await rpc('eth_getBalance', [holder, 'latest']), 'eth_getBalance');
  const balance = await call(rpc, token, `${BALANCE_OF_SELECTOR}${word(holder.slice(2))}`);
  if (typeof balance !== 'string' || !UINT_ANSWER.test(balance)) throw new Error(`The chain answered balanceOf with ${JSON.stringify(balance)}`);
  return BigInt(balance);
}

/** A transfer call to a contract that answers as an ERC-20: shown as a token transfer; null for any other call. */
export async function readTokenTransfer(rpc: ChainRpc, to: Hex | null, data: string): Promise<TokenTransfer | null> {
  const transfer = to && decodeTransfer(data);
  if (!transfer) return null;
  const info = await readTokenInfo(rpc, to).catch(() => null);
  return info && { token: to, ...transfer, ...info };
}
