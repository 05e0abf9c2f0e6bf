import { createPublicClient, createWalletClient, getAddress, http, type Address } from 'viem';
import { testWalletAccount } from '../test-wallet/accounts';
import { testTokenAbi, testTokenBytecode } from './artifact';

/** What a deployment names: the token's name, symbol, decimals and whole supply in whole tokens. */
export interface TestTokenSpec {
  name: string;
  symbol: string;
  decimals: number;
  wholeTokens: bigint;
}

/** The Portico Test Token the faucet hands out: 1,000,000 PTT with 18 decimals. */
const PORTICO_TEST_TOKEN: TestTokenSpec = { name: 'Portico Test Token', symbol: 'PTT', decimals: 18, wholeTokens: 1_000_000n };

/** The test USD Coin funding uses on both local chains: 1,000,000,000 USDC with 6 decimals, like the real one. */
export const TEST_USDC: TestTokenSpec = { name: 'USD Coin', symbol: 'USDC', decimals: 6, wholeTokens: 1_000_000_000n };

/** A deployed test token, as the chain reports it. */
export interface DeployedTestToken {
  address: Address;
  symbol: string;
  decimals: number;
}

/** The token the emulator is given, with the chain it lives on. */
export interface TestToken extends DeployedTestToken {
  chainId: number;
}

/** Polling often: anvil mines each transaction at once, so the default 4 s would only add waiting. */
const POLL_MS = 50;

/**
 * Deploys a test token (PTT unless `spec` says otherwise) from anvil's account 0, which receives its whole supply. The
 * CREATE address follows account 0's nonce: on a fresh anvil the first deployment always lands at
 * 0x5FbDB2315678afecb367f032d93F642f64180aa3, the second at 0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512. The address
 * answered is the receipt's, so a chain that already has transactions works too.
 */
export async function deployTestToken(rpcUrl: string, spec: TestTokenSpec = PORTICO_TEST_TOKEN): Promise<DeployedTestToken> {
  const transport = http(rpcUrl);
  const wallet = createWalletClient({ account: testWalletAccount(0), transport });
  const client = createPublicClient({ transport, pollingInterval: POLL_MS });
  const supply = spec.wholeTokens * 10n ** BigInt(spec.decimals);
  const hash = await wallet.deployContract({
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: [spec.name, spec.symbol, spec.decimals, supply],
    chain: null,
  });
  const { contractAddress, status } = await client.waitForTransactionReceipt({ hash, pollingInterval: POLL_MS });
  if (status !== 'success' || !contractAddress) throw new Error(`The test token's deployment failed (transaction ${hash})`);
  const address = getAddress(contractAddress);
  // Read back from the chain rather than repeated here: the contract is the one source of its symbol and decimals.
  const [symbol, decimals] = await Promise.all([
    client.readContract({ address, abi: testTokenAbi, functionName: 'symbol' }),
    client.readContract({ address, abi: testTokenAbi, functionName: 'decimals' }),
  ]);
  return { address, symbol, decimals };
}
