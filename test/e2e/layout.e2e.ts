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

test('the dialog and the drawer are as tall as their screen, never taller than the spec’s 480 px or the viewport', async () => {
  await e2e.stack.configureApp({ email_auth: true, google_oauth: true });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
    { width: 1280, height: 400 },
  ]) {
    const { page, errors } = await e2e.newPage({ contextOptions: { viewport } });
    await gotoDemo(page, e2e.stack);
    await openLoginModal(page);
    const box = await settledDialogBox(page);
    // The landing screen holds an email field and one button: far less than 480 px, unless the viewport is smaller.
    const content = await loginDialog(page).evaluate((dialog) => {
      const header = dialog.querySelector('.ptc-modal-header')?.getBoundingClientRect().height ?? 0;
      const body = dialog.querySelector('.ptc-modal__body');
      const footer = dialog.querySelector('.ptc-modal__footer')?.getBoundingClientRect().height ?? 0;
      const style = body ? getComputedStyle(body) : null;
      const padding = style ? parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) : 0;
      return header + footer + padding + (body?.firstElementChild?.getBoundingClientRect().height ?? 0);
    });
    const expected = Math.min(480, viewport.height - 48, Math.max(content + 2, 240));
    expect(box.height, `${viewport.width}x${viewport.height}`).toBeCloseTo(expected, -1);
    expect(box.height).toBeLessThanOrEqual(Math.min(480, viewport.height - 48) + 0.5);
    expectNoPageErrors(errors);
  }
});
