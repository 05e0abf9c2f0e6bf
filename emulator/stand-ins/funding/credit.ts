import { getAddress, parseUnits, type Hash } from 'viem';
import * as z from 'zod/mini';
import { sendAsset } from '../chain-sender';
import type { ServiceContext } from '../../shared/context';
import { ApiError } from '../../shared/http-error';
import { testWalletAccount } from '../test-wallet/accounts';

/** anvil's account 9 pays native currency for the on-ramp stand-ins; USDC comes from account 0, its holder. */
const FUNDER_ACCOUNT_INDEX = 9;
const USDC_HOLDER_INDEX = 0;
const DECIMALS = { native: 18, USDC: 6 } as const;

/** POST /dev/credit: pays an address on a local chain, as the on-ramps do (the demo's USDC faucet on both chains). */
export const DevCreditRequest = z.object({
  chain_id: z.int(),
  address: z.string(),
  asset: z.enum(['native', 'USDC']),
  amount: z.string(),
});

export interface CreditRequest {
  chainId: number;
  address: string;
  asset: 'native' | 'USDC';
  /** A decimal amount in the asset's own units ('0.05' ETH, '25' USDC, '.5'). */
  amount: string;
}

/**
 * Pays `amount` of the asset to `address` on the local chain `chainId`, as a completed card purchase would, and
 * resolves with the mined transaction's hash. Unknown chains and chains without the test USDC are refused (400/409);
 * a chain that fails the transfer answers 502.
 */
export async function credit(ctx: Pick<ServiceContext, 'chainRpcUrls' | 'usdc'>, { chainId, address, asset, amount }: CreditRequest): Promise<Hash> {
  const rpcUrl = ctx.chainRpcUrls[chainId];
  if (!rpcUrl) throw new ApiError(400, 'unsupported_chain', `The emulator has no chain ${chainId}`);
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new ApiError(400, 'invalid_data', `Invalid address ${address}`);
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(amount)) throw new ApiError(400, 'invalid_data', `Invalid amount ${amount}`);
  const value = parseUnits(amount, DECIMALS[asset]);
  if (value <= 0n) throw new ApiError(400, 'invalid_data', `Invalid amount ${amount}`);
  const token = asset === 'USDC' ? ctx.usdc[chainId] : undefined;
  if (asset === 'USDC' && !token) throw new ApiError(409, 'no_test_usdc', `No test USDC was deployed on chain ${chainId}`);
  const payer = testWalletAccount(asset === 'USDC' ? USDC_HOLDER_INDEX : FUNDER_ACCOUNT_INDEX);
  try {
    return await sendAsset(rpcUrl, payer, { to: getAddress(address), value, token });
  } catch (error) {
    const why = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
    throw new ApiError(502, 'credit_failed', `The chain ${chainId} at ${rpcUrl} did not credit ${address}: ${why}`);
  }
}
