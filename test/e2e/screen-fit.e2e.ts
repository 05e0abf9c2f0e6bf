/** Every registered screen as a person sees it (the gallery's `?entry=` page: the modal over a page), at both sizes. */
import { expect, it } from 'vitest';
import { expectedGalleryEntries } from './registered-screens';
import { layoutProblems, SCREEN_SIZES, waitForStillScreen } from './screen-fit-rules';
import { setUpE2E } from './support';

const e2e = setUpE2E();

it('keeps every screen’s main action in view and nothing wider than the dialog, on a laptop and on a phone', async () => {
  const names = await expectedGalleryEntries(['light']);
  const failures: string[] = [];
  for (const viewport of SCREEN_SIZES) {
    const { page } = await e2e.newPage({ contextOptions: { viewport, reducedMotion: 'reduce' } });
    for (const name of names) {
      await page.goto(`${e2e.stack.demoUrl}/gallery?entry=${encodeURIComponent(name)}`);
      const dialog = page.getByRole('dialog');
      // The screen is in once its heading is (the router's loading view has none).
      await dialog.getByRole('heading').first().waitFor();
      await waitForStillScreen(page);
      for (const problem of await page.evaluate(layoutProblems)) failures.push(`${name} at ${viewport.width}x${viewport.height}: ${problem}`);
    }
  }
  console.log(`screen fit: ${names.length * SCREEN_SIZES.length} entries x sizes checked, ${failures.length} failing`);
  expect(failures).toEqual([]);
}, 600_000);
