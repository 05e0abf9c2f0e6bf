import { verifyMessage } from 'viem';
import { expect, test } from 'vitest';
import { expectFrameStorage } from './harness';
import { E2E_PROFILE, expectAccessible, expectNoPageErrors, gotoDemo, logInByEmail, newAddress, setUpE2E } from './support';

const e2e = setUpE2E({ crossSite: true });

test('with create on login, an email login gets an embedded wallet, which signs after the person confirms', async () => {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'all-users' } });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('embedded'));

  const wallets = page.getByRole('list', { name: 'Connected wallets' }).getByRole('listitem');
  const embedded = wallets.filter({ hasText: 'Embedded wallet' });
  await embedded.waitFor();
  const address = (await embedded.locator('code').first().textContent()) as `0x${string}`;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  await embedded.getByRole('button', { name: /^Sign a message/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Sign message' }).waitFor();
  await expect(dialog.getByText('Hello from the Portico demo').count()).resolves.toBe(1);
  await expectAccessible(page, 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN');
  await dialog.getByRole('button', { name: 'Sign and continue' }).click();

  const signature = (await page.getByLabel('Signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address, message: 'Hello from the Portico demo', signature })).toBe(true);
  // The provider's frame is third-party here, with the storage this run's profile gives it.
  await expectFrameStorage(page, `${e2e.stack.emulatorUrl}/apps/`, E2E_PROFILE);

  // After a reload the wallet still signs: from the kept share (partitioned), or recovered once, silently (blocked).
  await gotoDemo(page, e2e.stack);
  await embedded.getByRole('button', { name: /^Sign a message/ }).click();
  await dialog.getByRole('button', { name: 'Sign and continue' }).click();
  const again = (await page.getByLabel('Signature').textContent()) as `0x${string}`;
  expect(await verifyMessage({ address, message: 'Hello from the Portico demo', signature: again })).toBe(true);
  expectNoPageErrors(errors);
});

test('cancelling the signature rejects it with "User rejected" (4001) and signs nothing', async () => {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'all-users' } });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('embedded-cancel'));
  const embedded = page.getByRole('list', { name: 'Connected wallets' }).getByRole('listitem').filter({ hasText: 'Embedded wallet' });
  await embedded.getByRole('button', { name: /^Sign a message/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('main').getByRole('status').filter({ hasText: 'Not signed' }).waitFor();
  expect(await page.getByLabel('Signature').count()).toBe(0);
  expectNoPageErrors(errors);
});
