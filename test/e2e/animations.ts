import type { Page } from 'playwright-core';

/**
 * Waits for running CSS transitions (the modal's 150 ms enter transition), so axe sees final colours. Endless
 * animations (a spinner) never finish and are left out.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
