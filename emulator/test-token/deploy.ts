import { createPublicClient, createWalletClient, getAddress, http, type Address } from 'viem';
import { testWalletAccount } from '../test-wallet/accounts';
import { testTokenAbi, testTokenBytecode } from './artifact';

/** The deployed Portico Test Token, as the chain reports it. */
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
 * Deploys PorticoTestToken from anvil's account 0, which receives its whole supply (1,000,000 PTT). On a fresh anvil
 * (account 0 at nonce 0) the CREATE address is always 0x5FbDB2315678afecb367f032d93F642f64180aa3, but the address
 * answered is the receipt's, so a chain that already has transactions works too.
 */
export async function deployTestToken(rpcUrl: string): Promise<DeployedTestToken> {
  const transport = http(rpcUrl);
  const wallet = createWalletClient({ account: testWalletAccount(0), transport });
  const client = createPublicClient({ transport, pollingInterval: POLL_MS });
  const hash = await wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, chain: null });
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
