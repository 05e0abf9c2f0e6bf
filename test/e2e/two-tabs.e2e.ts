import { expect, test } from 'vitest';
import {
  expectAccessible,
  expectLoggedIn,
  expectLoggedOut,
  expectNoPageErrors,
  gotoDemo,
  logInByEmail,
  logoutButton,
  newAddress,
  setUpE2E,
} from './support';

const e2e = setUpE2E();

test('a login in one tab shows in the other, and a logout in one logs the other out, without reloads', async () => {
  const context = await e2e.newContext();
  const tabA = await e2e.newPage({ context });
  const tabB = await e2e.newPage({ context });
  const address = newAddress('two-tabs');
  await gotoDemo(tabA.page, e2e.stack);
  await gotoDemo(tabB.page, e2e.stack);
  await expectLoggedOut(tabB.page, address);
  // Survives only if tab B is never reloaded.
  await tabB.page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The person switches to tab A (the last page opened has the front); tab B stays in the background untouched.
  await tabA.page.bringToFront();
  await logInByEmail(tabA.page, e2e.stack, address);
  await expectLoggedIn(tabB.page, address);
  await expectAccessible(tabB.page, 'demo, logged in from the other tab');

  await logoutButton(tabA.page).click();
  await expectLoggedOut(tabA.page, address);
  await expectLoggedOut(tabB.page, address);
  await expectAccessible(tabB.page, 'demo, logged out from the other tab');

  expect(await tabB.page.evaluate(() => 'sameDocument' in window), 'tab B was not reloaded').toBe(true);
  expectNoPageErrors(tabA.errors);
  expectNoPageErrors(tabB.errors);
});
