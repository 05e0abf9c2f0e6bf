// @vitest-environment node
import { createPublicClient, createWalletClient, getAddress, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from '../provider/apps';
import { eip1271WalletBytecode } from './eip1271-test-wallet';
import { LOCAL_CHAIN_ID, rpcChainId, startLocalChain, type LocalChain } from './local-chain';
import { ANVIL_FIRST_KEY, siweWallet } from '../provider/siwe-test-support';
import { startEmulator, testClock } from '../test-support';

const deployer = privateKeyToAccount(ANVIL_FIRST_KEY);
const owner = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());

let chain: LocalChain;
let walletAddress: Address;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  const transport = http(chain.url);
  const wallets = createWalletClient({ account: deployer, transport });
  const client = createPublicClient({ transport });
  const hash = await wallets.deployContract({ abi: [], bytecode: eip1271WalletBytecode(owner.address), chain: null });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('The test wallet was not deployed');
  walletAddress = getAddress(receipt.contractAddress);
}, 30_000);

afterAll(() => chain?.close());

describe('the local chain (anvil)', () => {
  it('answers as chain 31337 with its first default account funded', async () => {
    expect(await rpcChainId(chain.url)).toBe(LOCAL_CHAIN_ID);
    const balance = await createPublicClient({ transport: http(chain.url) }).getBalance({ address: deployer.address });
    // 10,000 ETH at the start, less the test wallet's deployment gas.
    expect(balance).toBeGreaterThan(parseEther('9999'));
    expect(balance).toBeLessThanOrEqual(parseEther('10000'));
  });

  it('runs the hand-written EIP-1271 wallet: it accepts its owner’s signature and no one else’s', async () => {
    const client = createPublicClient({ transport: http(chain.url) });
    const message = 'hello';
    expect(await client.verifyMessage({ address: walletAddress, message, signature: await owner.signMessage({ message }) })).toBe(true);
    expect(await client.verifyMessage({ address: walletAddress, message, signature: await stranger.signMessage({ message }) })).toBe(false);
  });

  it('stops, and a second chain on the same port cannot start while the first runs', async () => {
    const other = await startLocalChain({ port: 0 });
    const port = Number(new URL(other.url).port);
    await expect(startLocalChain({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await other.close();
    expect(await rpcChainId(other.url)).toBeNull();
  }, 30_000);
});

describe('Sign-In With Ethereum with a contract wallet (EIP-1271 on the local chain)', () => {
  async function walletApp() {
    const clock = testClock(Date.now());
    const api = startEmulator({ now: clock.now, chainRpcUrls: { [LOCAL_CHAIN_ID]: chain.url } });
    await api.configureApp(DEMO_APP_ID, { wallet_auth: true });
    return siweWallet(api, clock.now);
  }

  it('logs the contract wallet in with its owner’s signature', async () => {
    const wallet = await walletApp();
    const answer = await wallet.logIn(owner, { address: walletAddress });
    expect(answer.is_new_user).toBe(true);
    expect(answer.user?.linked_accounts[0]).toMatchObject({ type: 'wallet', address: walletAddress, chain_id: 'eip155:31337' });
  });

  it('refuses a signature its contract does not accept', async () => {
    const wallet = await walletApp();
    const answer = await wallet.refuse(stranger, { address: walletAddress });
    expect(answer).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(answer.error).toMatch(/neither its key nor its contract \(EIP-1271\) accepts it/);
  });
});
