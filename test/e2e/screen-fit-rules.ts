/**
 * The layout rules every screen keeps, on a 1280x800 laptop and a 390x844 phone: its main action fully in view
 * without scrolling, nothing wider than the dialog, and no sideways scroll of the page.
 */
import type { Page } from 'playwright-core';
import { waitForAnimations } from './animations';

/**
 * Waits for the screen to be still: its transitions done, two frames drawn, and any transition those frames started
 * (content that came in late, such as a QR code) done too.
 */
export async function waitForStillScreen(page: Page): Promise<void> {
  await waitForAnimations(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await waitForAnimations(page);
}

export const SCREEN_SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** What is wrong with the screen on show, as sentences; none when it fits. */
export function layoutProblems(): string[] {
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

/** The problems of the screen on show at each of SCREEN_SIZES, as `{name} at {size}: {problem}`; the page's own size is restored. */
export async function screenFitProblems(page: Page, name: string): Promise<string[]> {
  const original = page.viewportSize();
  const problems: string[] = [];
  for (const viewport of SCREEN_SIZES) {
    await page.setViewportSize(viewport);
    await waitForStillScreen(page);
    for (const problem of await page.evaluate(layoutProblems)) problems.push(`${name} at ${viewport.width}x${viewport.height}: ${problem}`);
  }
  if (original) await page.setViewportSize(original);
  return problems;
}
