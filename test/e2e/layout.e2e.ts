import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, expectNoPageErrors, gotoDemo, loginDialog, openLoginModal, setUpE2E, waitForAnimations } from './support';

const e2e = setUpE2E();

/** The dialog's box once its enter transition (150 ms, a slide up) is over. */
async function settledDialogBox(page: Page) {
  await waitForAnimations(page);
  const box = await loginDialog(page).boundingBox();
  if (!box) throw new Error('the login dialog has no box: it is not rendered');
  return box;
}

// Spec section 9: a bottom drawer at 440 px or narrower, a centred 360 px dialog from 441 px.
test('at 400 px wide the modal is a bottom drawer spanning the width', async () => {
  const viewport = { width: 400, height: 800 };
  const { page, errors } = await e2e.newPage({ contextOptions: { viewport } });
  await gotoDemo(page, e2e.stack);
  await openLoginModal(page);

  expect(await loginDialog(page).getAttribute('data-ptc-layout')).toBe('drawer');
  const box = await settledDialogBox(page);
  expect(box.x, 'the drawer starts at the left edge').toBeCloseTo(0, 0);
  expect(box.width, 'the drawer spans the viewport').toBeCloseTo(viewport.width, 0);
  expect(box.y + box.height, 'the drawer touches the bottom').toBeCloseTo(viewport.height, 0);
  expect(box.y, 'the drawer leaves the top of the page visible').toBeGreaterThan(0);
  await expectAccessible(page, 'landing as a drawer');
  expectNoPageErrors(errors);
});

test('at 1280 px wide the modal is a centred 360 px dialog', async () => {
  const viewport = { width: 1280, height: 800 };
  const { page, errors } = await e2e.newPage({ contextOptions: { viewport } });
  await gotoDemo(page, e2e.stack);
  await openLoginModal(page);

  expect(await loginDialog(page).getAttribute('data-ptc-layout')).toBe('dialog');
  const box = await settledDialogBox(page);
  expect(box.width).toBeCloseTo(360, 0);
  expect(box.x + box.width / 2, 'centred horizontally').toBeCloseTo(viewport.width / 2, 0);
  expect(box.y + box.height / 2, 'centred vertically').toBeCloseTo(viewport.height / 2, 0);
  await expectAccessible(page, 'landing as a dialog');
  expectNoPageErrors(errors);
});
