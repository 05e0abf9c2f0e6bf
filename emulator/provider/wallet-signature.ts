import { createPublicClient, http, verifyMessage, type Address, type Hex } from 'viem';
import type { EmulatorContext } from './context';
import { ApiError } from '../shared/http-error';

/** A chain that does not answer within this fails the check rather than holding the login open. */
const CHAIN_TIMEOUT_MS = 5_000;

const invalidSignature = (message: string) => new ApiError(401, 'invalid_credentials', message);

/** An EOA's personal_sign signature, checked offline; a malformed signature is simply not the address's. */
const isEoaSignature = (address: Address, message: string, signature: Hex) =>
  verifyMessage({ address, message, signature }).catch(() => false);

/**
 * Checks that `address` signed `message`: an EOA's signature offline, otherwise a contract wallet's through
 * EIP-1271 (or EIP-6492 for one not deployed yet) on the chain, at the RPC URL the emulator has for `chainId`.
 */
export async function verifyWalletSignature(
  ctx: EmulatorContext,
  { address, message, signature, chainId }: { address: Address; message: string; signature: Hex; chainId: number },
): Promise<void> {
  if (await isEoaSignature(address, message, signature)) return;
  const notSigned = `The signature is not ${address}'s`;
  const rpcUrl = ctx.chainRpcUrls[chainId];
  if (!rpcUrl) {
    throw invalidSignature(`${notSigned}, and the emulator has no RPC URL for chain eip155:${chainId} to check a contract wallet`);
  }
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: CHAIN_TIMEOUT_MS, retryCount: 0 }) });
  // viem reads a failed call as "not valid", so the chain is asked first: an unreachable chain is named as such.
  const answeringChain = await client.getChainId().catch(() => null);
  if (answeringChain !== chainId) {
    const problem = answeringChain === null ? 'did not answer' : `is chain ${answeringChain}`;
    throw invalidSignature(`${notSigned}, and chain eip155:${chainId} at ${rpcUrl} ${problem}: no contract wallet could be checked`);
  }
  const accepted = await client.verifyMessage({ address, message, signature }).catch((error: Error) => {
    throw invalidSignature(`${notSigned}, and checking its contract on chain eip155:${chainId} failed: ${error.message}`);
  });
  if (!accepted) {
    throw invalidSignature(`${notSigned}: neither its key nor its contract (EIP-1271) accepts it`);
  }
}
