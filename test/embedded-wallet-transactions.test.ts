// @vitest-environment node
// Sending transactions from the embedded wallet: the plugin (with email to log in) against the in-process emulator
// and its frame logic, on a real chain (anvil) that the transactions land on.
import { createPublicClient, createWalletClient, custom, http, parseEther, parseUnits, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalChain, type LocalChain } from '../emulator/stand-ins/local-chain';
import { testTokenAbi } from '../emulator/stand-ins/test-token/artifact';
import { deployTestToken, type DeployedTestToken } from '../emulator/stand-ins/test-token/deploy';
import { testWalletAccount } from '../emulator/stand-ins/test-wallet/accounts';
import type { KernelState } from '../kernel/index';
import type { TransactionFlowState } from '../plugins/embedded-wallet/transactions/flow';
import { walletKernel } from './support/embedded-wallet-kernel';

let chain: LocalChain;
let token: DeployedTestToken;
const funder = testWalletAccount(0);

beforeAll(async () => {
  vi.stubGlobal('location', new URL('http://localhost:3000/'));
  chain = await startLocalChain({ port: 0 });
  token = await deployTestToken(chain.url);
}, 30_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await chain?.close();
});

const client = () => createPublicClient({ transport: http(chain.url), pollingInterval: 50 });
const balance = (address: string) => client().getBalance({ address: address as Address });
const tokenBalance = (address: string) => client().readContract({ address: token.address, abi: testTokenAbi, functionName: 'balanceOf', args: [address as Address] });
const stranger = () => privateKeyToAccount(generatePrivateKey()).address;

/** anvil's account 0 pays the embedded wallet, as a faucet would. */
async function fund(address: string, { eth = '0', ptt = '0' }: { eth?: string; ptt?: string }): Promise<void> {
  const wallet = createWalletClient({ account: funder, transport: http(chain.url) });
  const hashes: Hex[] = [];
  if (eth !== '0') hashes.push(await wallet.sendTransaction({ to: address as Address, value: parseEther(eth), chain: null }));
  if (ptt !== '0') hashes.push(await wallet.writeContract({ address: token.address, abi: testTokenAbi, functionName: 'transfer', args: [address as Address, parseUnits(ptt, 18)], chain: null }));
  for (const hash of hashes) await client().waitForTransactionReceipt({ hash });
}

async function setup({ prompts }: { prompts: boolean }) {
  const wallet = await walletKernel({ rpcUrl: chain.url, prompts });
  const until = (status: TransactionFlowState['status']) => vi.waitFor(() => expect(wallet.flow().status).toBe(status), { timeout: 10_000, interval: 20 });
  return { ...wallet, until };
}

const screenOf = (state: KernelState) => state.modal.screen;

describe('sending without prompts (noPromptOnSignature)', () => {
  it('an ETH transfer lands: signed in the frame, broadcast, and its receipt returned', async () => {
    const { kernel, frame, wallet, env } = await setup({ prompts: false });
    await fund(wallet, { eth: '1' });
    const to = stranger();
    const before = await balance(wallet);
    const requests = env.requests.length;
    const { hash, receipt } = await kernel.embeddedWallet.sendTransaction({ to, value: parseEther('0.25') });
    expect(receipt).toMatchObject({ transactionHash: hash, status: 1, from: wallet.toLowerCase(), to: to.toLowerCase(), byzantium: true, type: 2 });
    expect(receipt.confirmations).toBeGreaterThanOrEqual(1);
    expect(await balance(to)).toBe(parseEther('0.25'));
    expect(await balance(wallet)).toBe(before - parseEther('0.25') - receipt.gasUsed * receipt.effectiveGasPrice);
    expect(frame.events.filter((event) => event === 'wallet:rpc')).toHaveLength(1);
    // Headless: no price lookups, nothing else asked of the provider API.
    expect(env.requests.length).toBe(requests);
  });

  it('eth_sendTransaction through viem answers the hash once broadcast', async () => {
    const { kernel, wallet } = await setup({ prompts: false });
    await fund(wallet, { eth: '1' });
    const to = stranger();
    const walletClient = createWalletClient({ account: wallet as Address, transport: custom(kernel.embeddedWallet.getEthereumProvider()) });
    const hash = await walletClient.sendTransaction({ to, value: parseEther('0.1'), chain: null });
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await balance(to)).toBe(parseEther('0.1'));
  });

  it('a transaction that reverts at estimation fails at preparing with the spec’s text (32603 through the provider)', async () => {
    const { kernel, frame, wallet } = await setup({ prompts: false });
    await fund(wallet, { eth: '1' });
    const reverting = { to: token.address, data: '0xdeadbeef' };
    await expect(kernel.embeddedWallet.sendTransaction(reverting)).rejects.toMatchObject({
      code: 'transaction_preparation_failed',
      shortMessage: 'There was an issue preparing your transaction',
      providerCode: 32603,
    });
    await expect(kernel.embeddedWallet.getEthereumProvider().request({ method: 'eth_sendTransaction', params: [reverting] })).rejects.toMatchObject({
      code: 32603,
      message: 'There was an issue preparing your transaction',
    });
    expect(frame.events).not.toContain('wallet:rpc');
  });

  it('refuses a transaction the wallet cannot pay for, before signing', async () => {
    const { kernel, frame } = await setup({ prompts: false });
    await expect(kernel.embeddedWallet.sendTransaction({ to: stranger(), value: parseEther('1') })).rejects.toMatchObject({
      code: 'insufficient_funds',
      shortMessage: 'Wallet has insufficient funds for this transaction.',
    });
    expect(frame.events).not.toContain('wallet:rpc');
  });

  it('refuses a chain the host did not configure, with the spec’s message', async () => {
    const { kernel } = await setup({ prompts: false });
    await expect(kernel.embeddedWallet.sendTransaction({ to: stranger(), chainId: 1 })).rejects.toMatchObject({
      code: 'unsupported_chain_id',
      message: 'Chain ID 1 is not supported. It must be added to the config.supportedChains property of the PrivyProvider.',
    });
  });
});

describe('sending with the send-transaction screen', () => {
  it('review -> approve -> receipt; Close resolves with the receipt', async () => {
    const { kernel, wallet, flow, until } = await setup({ prompts: true });
    await fund(wallet, { eth: '1' });
    const to = stranger();
    const sending = kernel.embeddedWallet.sendTransaction({ to, value: parseEther('0.5') }, { buttonText: 'Pay' });
    await vi.waitFor(() => expect(screenOf(kernel.getSnapshot())).toBe('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN'));
    await until('review');
    expect(flow().view).toMatchObject({
      from: wallet,
      to,
      action: 'Transfer',
      amount: '0.500 ETH',
      amountUsd: '$1,500.00',
      feeUsd: expect.any(String),
      balance: '1.000 ETH',
      insufficientFunds: null,
    });
    expect(flow().options).toEqual({ buttonText: 'Pay' });
    kernel.embeddedWallet.approveTransaction();
    await until('receipt');
    kernel.prompts.resolve(flow().receipt);
    const { hash, receipt } = await sending;
    expect(receipt.status).toBe(1);
    expect(hash).toBe(flow().receipt?.transactionHash);
    expect(await balance(to)).toBe(parseEther('0.5'));
  });

  it('closing the screen rejects with 4001, through the action and through eth_sendTransaction', async () => {
    const { kernel, frame, until } = await setup({ prompts: true });
    const sending = kernel.embeddedWallet.sendTransaction({ to: stranger() });
    await until('review');
    kernel.navigation.close();
    await expect(sending).rejects.toMatchObject({ code: 'user_rejected_request', providerCode: 4001, shortMessage: 'The user rejected the request' });
    const viaProvider = kernel.embeddedWallet.getEthereumProvider().request({ method: 'eth_sendTransaction', params: [{ to: stranger() }] });
    // The closed modal keeps its last screen until it resets: wait for the new prompt to open.
    await vi.waitFor(() => expect(kernel.getSnapshot().modal).toMatchObject({ open: true, screen: 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN' }));
    kernel.navigation.close();
    await expect(viaProvider).rejects.toMatchObject({ code: 4001, message: 'The user rejected the request' });
    expect(frame.events).not.toContain('wallet:rpc');
  });

  it('short funds: the review says where to add them, and Approve does nothing', async () => {
    const { kernel, flow, until, frame } = await setup({ prompts: true });
    const sending = kernel.embeddedWallet.sendTransaction({ to: stranger(), value: parseEther('1') });
    await until('review');
    expect(flow()).toMatchObject({ canAddFunds: false, view: { insufficientFunds: 'Add funds on Anvil to complete transaction.', balance: '0.000 ETH' } });
    kernel.embeddedWallet.approveTransaction();
    expect(flow().status).toBe('review');
    kernel.navigation.close();
    await expect(sending).rejects.toMatchObject({ providerCode: 4001 });
    expect(frame.events).not.toContain('wallet:rpc');
  });

  it('a revert at estimation shows the preparing failure; Retry prepares again', async () => {
    const { kernel, wallet, flow, until } = await setup({ prompts: true });
    await fund(wallet, { eth: '1' });
    const sending = kernel.embeddedWallet.sendTransaction({ to: token.address, data: '0xdeadbeef' });
    await until('error');
    expect(flow().error).toEqual({
      code: 32603,
      title: 'There was an issue preparing your transaction',
      message: 'There was an error preparing your transaction. Your transaction request will likely fail.',
      hash: null,
    });
    kernel.embeddedWallet.retryTransaction();
    expect(flow().status).toBe('preparing');
    await until('error');
    kernel.navigation.close();
    await expect(sending).rejects.toMatchObject({ providerCode: 4001 });
  });

  it('a PTT transfer is shown as a token transfer (recipient, amount, dollars) and lands', async () => {
    const { kernel, wallet, flow, until } = await setup({ prompts: true });
    await fund(wallet, { eth: '1', ptt: '20' });
    const to = stranger();
    const data = `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${parseUnits('12', 18).toString(16).padStart(64, '0')}` as Hex;
    const sending = kernel.embeddedWallet.sendTransaction({ to: token.address, data });
    await until('review');
    expect(flow().view).toMatchObject({
      // Checksummed (EIP-55), though the calldata carries it in lower case.
      to,
      action: 'Transfer',
      amount: '12.000 PTT',
      amountUsd: '$15.00',
      balance: '20.000 PTT · 1.000 ETH',
      token: { symbol: 'PTT', decimals: 18, address: token.address },
      insufficientFunds: null,
    });
    expect(flow().view?.total).toMatch(/^12\.000 PTT \+ (<0\.001|\d+\.\d{3}) ETH$/);
    kernel.embeddedWallet.approveTransaction();
    await until('receipt');
    kernel.prompts.resolve(flow().receipt);
    const { receipt } = await sending;
    expect(receipt.logs).toHaveLength(1);
    expect(await tokenBalance(to)).toBe(parseUnits('12', 18));
    expect(await tokenBalance(wallet)).toBe(parseUnits('8', 18));
  });

  it('a PTT transfer of more than the wallet holds: the review says funds are short (not a failed preparation) and Approve does nothing', async () => {
    const { kernel, wallet, flow, until } = await setup({ prompts: true });
    await fund(wallet, { eth: '1', ptt: '3' });
    const data = `0xa9059cbb${stranger().slice(2).padStart(64, '0')}${parseUnits('5', 18).toString(16).padStart(64, '0')}` as Hex;
    const sending = kernel.embeddedWallet.sendTransaction({ to: token.address, data });
    // The token reverts the real estimate; the fee comes from one for the 3 PTT held.
    await until('review');
    expect(flow().view).toMatchObject({ balance: '3.000 PTT · 1.000 ETH', insufficientFunds: 'Add funds on Anvil to complete transaction.' });
    expect(flow().view?.fee).toMatch(/^(<0\.001|\d+\.\d{3}) ETH$/);
    kernel.embeddedWallet.approveTransaction();
    expect(flow().status).toBe('review');
    kernel.navigation.close();
    await expect(sending).rejects.toMatchObject({ providerCode: 4001 });
  });
});
