import { expect, test } from 'vitest';
import { expectAccessible, expectNoPageErrors, finishLogin, gotoDemo, loginButton, loginDialog, logoutButton, setUpE2E, withClockHeld } from './support';

const e2e = setUpE2E();

test('a person clicks Telegram, approves as a test user in the emulator’s Telegram window and is logged in', async () => {
  await e2e.stack.configureApp({
    email_auth: true,
    telegram_auth: true,
    telegram_auth_config: { bot_id: '123456', bot_name: 'PorticoDemoBot' },
    telegram_bot_token: '123456:TEST-TOKEN',
  });
  // The fake clock only serves to hold the success screen still for axe; it otherwise runs in real time.
  const { page, errors } = await e2e.newPage({ fakeClock: true });
  await gotoDemo(page, e2e.stack);

  await loginButton(page).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Telegram', exact: true }).click();
  await dialog.getByRole('heading', { name: 'Continue with Telegram' }).waitFor();
  // Telegram's own button, rendered by the login script the API origin serves.
  const telegramButton = dialog.getByRole('button', { name: 'Log in with Telegram' });
  await telegramButton.waitFor();
  await expectAccessible(page, 'TELEGRAM_AUTH_SCREEN');

  const [telegramWindow] = await Promise.all([page.waitForEvent('popup'), telegramButton.click()]);
  await telegramWindow.getByRole('heading', { name: 'Log in to PorticoDemoBot with Telegram' }).waitFor();
  expect(await telegramWindow.getByText('PorticoDemoBot will also be allowed to send you messages.').count()).toBe(1);
  await expectAccessible(telegramWindow, "the emulator's Telegram window");

  const username = `ada_${Date.now().toString(36)}`;
  await telegramWindow.getByRole('textbox', { name: 'Telegram user id' }).fill(String(Date.now() % 1e9));
  await telegramWindow.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await telegramWindow.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await telegramWindow.getByRole('textbox', { name: 'Username' }).fill(username);
  await Promise.all([telegramWindow.waitForEvent('close'), telegramWindow.getByRole('button', { name: 'Approve' }).click()]);

  await dialog.getByRole('heading', { name: 'Successfully connected with Telegram' }).waitFor();
  await withClockHeld(page, () => expectAccessible(page, 'TELEGRAM_AUTH_SCREEN, connected'));
  await finishLogin(page);
  await page.getByRole('main').getByText(`telegram: ${username}`, { exact: true }).waitFor();
  await logoutButton(page).waitFor();
  expectNoPageErrors(errors);
});

test('cancelling in the Telegram window fails with Retry, which brings back an enabled Telegram button', async () => {
  await e2e.stack.configureApp({
    email_auth: true,
    telegram_auth: true,
    telegram_auth_config: { bot_id: '123456', bot_name: 'PorticoDemoBot' },
    telegram_bot_token: '123456:TEST-TOKEN',
  });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await loginButton(page).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Telegram', exact: true }).click();
  const telegramButton = dialog.getByRole('button', { name: 'Log in with Telegram' });

  const [telegramWindow] = await Promise.all([page.waitForEvent('popup'), telegramButton.click()]);
  await Promise.all([telegramWindow.waitForEvent('close'), telegramWindow.getByRole('button', { name: 'Cancel' }).click()]);
  await dialog.getByRole('heading', { name: 'Authentication failed' }).waitFor();
  await dialog.getByText('Telegram auth failed or was canceled by the client').waitFor();
  await expectAccessible(page, 'TELEGRAM_AUTH_SCREEN, failed');

  await dialog.getByRole('button', { name: 'Retry' }).click();
  await telegramButton.waitFor();
  expect(await telegramButton.getAttribute('aria-disabled')).toBeNull();
  expectNoPageErrors(errors);
});
