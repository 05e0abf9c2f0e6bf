// Issue 16 in the demo: a person funds the embedded wallet by each method the app configures, on the local chains
// (anvil), balances read before and after: a manual transfer, the two card on-ramps' stand-in pages, and a bridge
// from the test wallet on chain B.
import type { Page } from 'playwright-core';
import { createWalletClient, http, parseEther } from 'viem';
import { expect, test } from 'vitest';
import { testWalletAccount } from '../../emulator/stand-ins/test-wallet/accounts';
import { expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, newAddress, setUpE2E } from './support';
import { approvalWindowSteps } from './test-wallet-approvals';

const e2e = setUpE2E();
const dialog = (page: Page) => page.getByRole('dialog');
const fundingPanel = (page: Page) => page.getByRole('region', { name: 'Fund the wallet' });
const testWallet = approvalWindowSteps('Portico Test Wallet');
/** The manual transfer's Close (the dialog's own close button is an icon labelled Close too). */
const closeButton = (page: Page) => dialog(page).getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' });
const ALL_METHODS = ['moonpay', 'coinbase-onramp', 'external', 'manual'];

/**
 * The provider's window: `open` opens it (the widget's one named popup, so the second provider's page reuses the
 * first one's window when it is still open), found by the page it shows.
 */
async function providerWindow(page: Page, open: () => Promise<void>, path: string): Promise<Page> {
  await open();
  const showing = () => page.context().pages().find((other) => other.url().includes(path));
  await expect.poll(() => Boolean(showing()), { timeout: 10_000 }).toBe(true);
  return showing()!;
}

async function balanceOf(rpcUrl: string, address: string): Promise<bigint> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] });
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return BigInt(((await response.json()) as { result: string }).result);
}

/** A new person logged in by email, with an embedded wallet; opens the funding flow for `amount` ETH on chain A. */
async function fundingOpened(amount: string) {
  await e2e.stack.configureApp({
    email_auth: true,
    wallet_auth: true,
    embedded_wallet_config: { create_on_login: 'users-without-wallets' },
    funding_config: { methods: ALL_METHODS, default_recommended_amount: '0.05' },
  });
  const opened = await e2e.newPage();
  const { page } = opened;
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('funding'));
  const address = (await fundingPanel(page).getByLabel('Wallet to fund').textContent()) as string;
  await fundingPanel(page).getByRole('textbox', { name: 'Amount' }).fill(amount);
  await fundingPanel(page).getByRole('button', { name: 'Fund wallet' }).click();
  await dialog(page).getByRole('heading', { name: 'Add funds' }).waitFor();
  return { ...opened, address };
}

test('manual transfer: the address and its QR code, the balance watched until the amount arrived', async () => {
  const { page, errors, address } = await fundingOpened('0.2');
  await expectAccessible(page, 'FUNDING_METHOD_SELECTION_SCREEN');
  await dialog(page).getByRole('button', { name: /Receive funds/ }).click();
  await dialog(page).getByRole('heading', { name: 'Receive funds' }).waitFor();
  await dialog(page).getByRole('img', { name: 'QR code of your wallet address' }).waitFor();
  await expectAccessible(page, 'FUNDING_MANUAL_TRANSFER_SCREEN');
  await dialog(page).getByText('Waiting for funds').waitFor();
  // What arrives is counted from the balance first read: sending before it would count as held already.
  await dialog(page).getByText('0.000 ETH').waitFor();

  // Someone sends 0.2 ETH to the address on chain A.
  const sender = createWalletClient({ account: testWalletAccount(7), transport: http(e2e.stack.chainUrl) });
  await sender.sendTransaction({ to: address as `0x${string}`, value: parseEther('0.2'), chain: null });
  await dialog(page).getByText('Funds received').waitFor();
  expect(await balanceOf(e2e.stack.chainUrl, address)).toBe(parseEther('0.2'));
  await closeButton(page).click();
  await dialog(page).waitFor({ state: 'detached' });
  expectNoPageErrors(errors);
});

test('card on-ramps: the first provider’s purchase and the second provider’s, each credited on chain A', async () => {
  const { page, errors, address } = await fundingOpened('0.05');

  await dialog(page).getByRole('button', { name: /Pay with card/ }).click();
  await dialog(page).getByRole('heading', { name: 'Pay with card' }).waitFor();
  await expectAccessible(page, 'MOONPAY_PROMPT_SCREEN');
  const moonpay = await providerWindow(page, () => dialog(page).getByRole('button', { name: 'Continue' }).click(), '/dev/moonpay/buy');
  await moonpay.getByRole('button', { name: 'Complete purchase' }).click();
  await dialog(page).getByRole('heading', { name: "You've funded your account!" }).waitFor();
  await expectAccessible(page, 'MOONPAY_STATUS_SCREEN');
  expect(await balanceOf(e2e.stack.chainUrl, address)).toBe(parseEther('0.05'));
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await dialog(page).waitFor({ state: 'detached' });

  await fundingPanel(page).getByRole('button', { name: 'Fund wallet' }).click();
  await dialog(page).getByRole('button', { name: /Buy with Coinbase/ }).click();
  await dialog(page).getByRole('heading', { name: 'Continue to the provider' }).waitFor();
  await expectAccessible(page, 'COINBASE_ONRAMP_PROMPT_SCREEN');
  const coinbase = await providerWindow(page, () => dialog(page).getByRole('button', { name: 'Continue' }).click(), '/dev/coinbase-pay/');
  await coinbase.getByRole('button', { name: 'Buy' }).click();
  await dialog(page).getByRole('heading', { name: "You've funded your account!" }).waitFor();
  await expectAccessible(page, 'COINBASE_ONRAMP_STATUS_SCREEN');
  expect(await balanceOf(e2e.stack.chainUrl, address)).toBe(parseEther('0.1'));
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  // No console noise while the purchases are pending: the status hosts answer 200 with their pending status.
  expectNoPageErrors(errors);
});

test('transfer from another network: the test wallet on chain B bridges to the embedded wallet on chain A', async () => {
  const { page, errors, address } = await fundingOpened('0.3');
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });

  // The person connects the test wallet first (connect-only), then funds from it.
  await page.getByRole('region', { name: 'Connected wallets' }).getByRole('button', { name: 'Connect a wallet' }).click();
  await dialog(page).getByRole('button', { name: /Portico Test Wallet/ }).first().click();
  await testWallet.asked(page, 'Connect');
  await testWallet.click(page, 'Approve');
  await dialog(page).waitFor({ state: 'detached' });

  const before = await balanceOf(e2e.stack.chainUrl, address);
  await fundingPanel(page).getByRole('button', { name: 'Fund wallet' }).click();
  await dialog(page).getByRole('button', { name: /Transfer from another wallet/ }).click();
  await dialog(page).getByRole('heading', { name: 'Transfer from another network' }).waitFor();
  await dialog(page).getByRole('combobox', { name: 'From' }).selectOption({ label: 'Local chain B (anvil)' });
  await expectAccessible(page, 'FUNDING_TRANSFER_FROM_WALLET_SCREEN');
  await dialog(page).getByRole('button', { name: 'Confirm with Portico Test Wallet' }).click();
  await dialog(page).getByText('Bridging with Portico Test Wallet').waitFor();
  await expectAccessible(page, 'FUNDING_TRANSFER_FROM_WALLET_SCREEN (confirm)');
  // The test wallet starts on chain A: it asks to switch to chain B, then to send.
  await testWallet.asked(page, 'Switch network');
  await testWallet.click(page, 'Approve');
  await testWallet.asked(page, 'Send transaction');
  await testWallet.click(page, 'Approve');
  await dialog(page).getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 30_000 });
  await expectAccessible(page, 'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN');
  expect((await balanceOf(e2e.stack.chainUrl, address)) - before).toBe(parseEther('0.3'));
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  expectNoPageErrors(errors);
});
