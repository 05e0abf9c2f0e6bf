// Issue 15's embedded half in the demo: a person logged in (their Ethereum wallet created) creates an embedded Solana
// wallet and signs a message through the embedded wallet's sign prompt; the signature verifies for the address.
import { ed25519 } from '@noble/curves/ed25519';
import type { Page } from 'playwright-core';
import { hexToBytes, type Hex } from 'viem';
import { expect, test } from 'vitest';
import { fromBase58 } from '../../emulator/embedded-wallet/keys/base58';
import { expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, newAddress, setUpE2E } from './support';

const e2e = setUpE2E();
const dialog = (page: Page) => page.getByRole('dialog');
const solanaPanel = (page: Page) => page.getByRole('region', { name: 'Solana wallet' });

test('a person creates an embedded Solana wallet and signs a message that verifies for its address', async () => {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('solana'));

  await solanaPanel(page).getByRole('button', { name: 'Create a Solana wallet' }).click();
  const address = (await solanaPanel(page).getByLabel('Solana wallet address').textContent()) as string;
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

  await solanaPanel(page).getByRole('button', { name: 'Sign a message on Solana' }).click();
  await dialog(page).getByText('Hello from the Portico demo on Solana').waitFor();
  await expectAccessible(page, 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN (Solana message)');
  await dialog(page).getByRole('button', { name: 'Sign and continue' }).click();
  const signature = (await solanaPanel(page).getByLabel('Solana signature').textContent()) as string;
  const message = new TextEncoder().encode('Hello from the Portico demo on Solana');
  expect(ed25519.verify(hexToBytes(`0x${signature}` as Hex), message, fromBase58(address))).toBe(true);
  expectNoPageErrors(errors);
});
