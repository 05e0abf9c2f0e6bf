/**
 * Every registered screen as a person sees it (the gallery's `?entry=` page: the modal over a page) on a 1280x800 laptop
 * and a 390x844 phone: its main action fully in view without scrolling, nothing wider than the dialog, and no sideways
 * scroll of the page.
 */
import { expect, it } from 'vitest';
import { expectedGalleryEntries } from './registered-screens';
import { setUpE2E, waitForAnimations } from './support';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const e2e = setUpE2E();

/** What is wrong with the screen on show, as sentences; none when it fits. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) return ['no dialog'];
  const frame = dialog.getBoundingClientRect();
  const body = dialog.querySelector('.ptc-modal__body')?.getBoundingClientRect() ?? frame;
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1 && getComputedStyle(element).visibility !== 'hidden';
  };
  // The main action: the primary button, else (a screen of secondary choices) its first button that is not a link.
  const buttons = [...dialog.querySelectorAll('.ptc-modal__body .ptc-button')].filter(visible);
  const primary = buttons.find((button) => button.matches('.ptc-button--primary')) ?? buttons.find((button) => !button.matches('.ptc-button--link'));
  if (primary) {
    const rect = primary.getBoundingClientRect();
    const bottom = Math.min(innerHeight, body.bottom);
    if (rect.top < Math.max(0, body.top) - 1 || rect.bottom > bottom + 1 || rect.left < -1 || rect.right > innerWidth + 1) {
      problems.push(`its main action "${primary.textContent?.trim()}" is not fully in view (${Math.round(rect.top)}-${Math.round(rect.bottom)} of ${Math.round(bottom)})`);
    }
  }
  for (const element of dialog.querySelectorAll('*')) {
    if (!visible(element) || element.closest('.visually-hidden, .ptc-visually-hidden')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.right > frame.right + 1 || rect.left < frame.left - 1) {
      const label = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
      problems.push(`${label} "${element.textContent?.trim().slice(0, 30)}" sticks out of the dialog by ${Math.round(Math.max(rect.right - frame.right, frame.left - rect.left))} px`);
      break;
    }
  }
  if (document.documentElement.scrollWidth > innerWidth + 1) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
  return problems;
}

it('keeps every screen’s main action in view and nothing wider than the dialog, on a laptop and on a phone', async () => {
  const names = await expectedGalleryEntries(['light']);
  const failures: string[] = [];
  for (const viewport of SIZES) {
    const { page } = await e2e.newPage({ contextOptions: { viewport, reducedMotion: 'reduce' } });
    for (const name of names) {
      await page.goto(`${e2e.stack.demoUrl}/gallery?entry=${encodeURIComponent(name)}`);
      const dialog = page.getByRole('dialog');
      // The screen is in once its heading is (the router's loading view has none).
      await dialog.getByRole('heading').first().waitFor();
      await waitForAnimations(page);
      for (const problem of await page.evaluate(layoutProblems)) failures.push(`${name} at ${viewport.width}x${viewport.height}: ${problem}`);
    }
  }
  console.log(`screen fit: ${names.length * SIZES.length} entries x sizes checked, ${failures.length} failing`);
  expect(failures).toEqual([]);
}, 600_000);
