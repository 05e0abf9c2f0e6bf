// Issue 12's "done" flow in the demo: the faucet funds the embedded wallet, the person sends test ETH and PTT to the
// test wallet through the send-transaction screen and sees the receipts, creates a second wallet, and exports a key
// that only the provider's export page ever shows.
import type { Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseEther } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from 'vitest';
import { TEST_WALLET_ADDRESS } from '../../examples/demo/local-chain';
import { expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, newAddress, setUpE2E } from './support';

const e2e = setUpE2E({ crossSite: true });

const dialog = (page: Page) => page.getByRole('dialog');
const sendPanel = (page: Page) => page.getByRole('region', { name: 'Send from the embedded wallet' });
const walletPanel = (page: Page) => page.getByRole('region', { name: 'Embedded wallet' });

async function loggedIn() {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const { page, errors } = await e2e.newPage();
  // Every message the host page receives, kept for the isolation check.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenMessages: seen });
    addEventListener('message', (event) => seen.push(JSON.stringify(event.data)));
  });
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('transactions'));
  const address = (await walletPanel(page).getByLabel('Embedded wallet address').textContent()) as `0x${string}`;
  return { page, errors, address };
}

/** Approves the transaction on the review and closes its receipt; the demo then shows the receipt it got. */
async function approveAndClose(page: Page, what: string) {
  await dialog(page).getByRole('button', { name: 'Approve' }).click();
  await dialog(page).getByRole('heading', { name: `${what} sent` }).waitFor();
  await expectAccessible(page, `EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN (receipt, ${what})`);
  await dialog(page).getByRole('button', { name: 'Close' }).last().click();
  await page.getByLabel('Transaction receipt').filter({ hasText: 'success' }).waitFor();
}

test('after the faucet, ETH and PTT sent to the test wallet land, each with its receipt', async () => {
  const { page, errors, address } = await loggedIn();
  const chain = createPublicClient({ transport: http(e2e.stack.chainUrl) });
  const token = (await (await fetch(`${e2e.stack.emulatorUrl}/dev/local-chain`)).json()) as { test_token: { address: `0x${string}` } };
  const tokenBalance = (owner: `0x${string}`) =>
    chain.readContract({ address: token.test_token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

  await sendPanel(page).getByRole('button', { name: 'Get test ETH and PTT' }).click();
  await page.getByRole('main').getByRole('status').filter({ hasText: 'The faucet sent' }).waitFor();
  expect(await chain.getBalance({ address })).toBe(parseEther('1'));

  const ethBefore = await chain.getBalance({ address: TEST_WALLET_ADDRESS });
  await sendPanel(page).getByRole('button', { name: 'Send 0.01 ETH to the test wallet' }).click();
  await dialog(page).getByRole('heading', { name: 'Confirm transaction' }).waitFor();
  await dialog(page).getByRole('button', { name: 'Approve' }).waitFor();
  await expectAccessible(page, 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN (review)');
  await approveAndClose(page, '0.01 ETH');
  expect((await chain.getBalance({ address: TEST_WALLET_ADDRESS })) - ethBefore).toBe(parseEther('0.01'));

  const tokensBefore = await tokenBalance(TEST_WALLET_ADDRESS);
  await sendPanel(page).getByRole('button', { name: 'Send 5 PTT to the test wallet' }).click();
  await dialog(page).getByText('PTT').first().waitFor();
  await expectAccessible(page, 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN (token review)');
  await approveAndClose(page, '5 PTT');
  expect((await tokenBalance(TEST_WALLET_ADDRESS)) - tokensBefore).toBe(parseEther('5'));
  expect(await tokenBalance(address)).toBe(parseEther('95'));
  expectNoPageErrors(errors);
});

test('a second wallet joins the connected wallets, and an exported key shows only in the provider’s page and controls the wallet', async () => {
  const { page, errors, address } = await loggedIn();
  await walletPanel(page).getByRole('button', { name: 'Create another wallet' }).click();
  const embedded = page.getByRole('list', { name: 'Connected wallets' }).getByRole('listitem').filter({ hasText: 'Embedded wallet' });
  await expect.poll(() => embedded.count()).toBe(2);

  await walletPanel(page).getByRole('button', { name: 'Export private key' }).click();
  await dialog(page).getByRole('heading', { name: 'Export your wallet' }).waitFor();
  const exportPage = page.frameLocator('iframe[title="Your private key"]');
  const key = exportPage.locator('.key');
  await key.waitFor();
  await expectAccessible(page, 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN');
  const privateKey = (await key.textContent()) as `0x${string}`;
  expect(privateKeyToAccount(privateKey).address).toBe(address);

  const host = await page.evaluate(
    () => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify((window as unknown as { seenMessages: string[] }).seenMessages),
  );
  expect(host).toContain('export:init');
  expect(host.toLowerCase()).not.toContain(privateKey.slice(2).toLowerCase());
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await dialog(page).waitFor({ state: 'detached' });

  // The seed phrase, shown the same way: its first account is the wallet.
  await walletPanel(page).getByRole('button', { name: 'Export seed phrase' }).click();
  const words = exportPage.locator('.words li');
  await expect.poll(() => words.count()).toBe(12);
  const phrase = (await words.allTextContents()).map((word) => word.trim()).join(' ');
  expect(mnemonicToAccount(phrase).address).toBe(address);
  const hostAfter = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }));
  expect(hostAfter).not.toContain(phrase);
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  expectNoPageErrors(errors);
});
