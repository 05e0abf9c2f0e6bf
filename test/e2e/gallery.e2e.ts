/**
 * The screen gallery (/gallery of the demo): every registered screen in the light and the dark theme, each entry
 * compared pixel by pixel with its reference image and checked with axe. `npm run test:gallery:update` (this file
 * with GALLERY_UPDATE=1) rewrites the references instead of comparing.
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from './harness';
import { referenceImages } from './reference-images';
import { expectedGalleryEntries } from './registered-screens';
import { expectNoPageErrors, setUpE2E, type OpenedPage } from './support';

const THEMES = ['light', 'dark'];
const UPDATE = process.env.GALLERY_UPDATE === '1';
// A screenshot compares only with one taken at the same size, scale, locale (dates) and time zone.
const CONTEXT: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
  deviceScaleFactor: 1,
  locale: 'en-US',
  timezoneId: 'UTC',
  reducedMotion: 'reduce',
};
const RENDER_TIMEOUT_MS = 20_000;

const e2e = setUpE2E();
const entries = (page: Page) => page.locator('[data-gallery-entry]');
const entry = (page: Page, name: string) => page.locator(`[data-gallery-entry="${name}"]`);
const entryNames = (page: Page) => entries(page).evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-gallery-entry') ?? ''));

/**
 * Opens the gallery and waits until it is still: every entry shows its screen (the router's loading view has a
 * spinner and no heading), the lazily loaded screens and marks are in, fonts are loaded, and no input has focus.
 */
async function openGallery(fakeClock = false): Promise<OpenedPage> {
  const opened = await e2e.newPage({ contextOptions: CONTEXT, fakeClock });
  const { page } = opened;
  expect((await page.goto(`${e2e.stack.demoUrl}/gallery`))?.status()).toBe(200);
  const loading = entries(page).filter({ hasNot: page.getByRole('heading') });
  await expect
    .poll(async () => (await entries(page).count()) > 0 && (await loading.count()) === 0, {
      message: 'every gallery entry shows its screen, with no loading spinner left',
      timeout: RENDER_TIMEOUT_MS,
    })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Autofocus lands on whichever input mounted last: no entry may show a focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  });
  return opened;
}

it('has a light and a dark entry for every registered screen, and opens at the top', async () => {
  const { page, errors } = await openGallery();
  expect((await entryNames(page)).sort()).toEqual((await expectedGalleryEntries(THEMES)).sort());
  // The screens' initial focus must not scroll the page down to whichever entry took it last.
  expect(await page.evaluate(() => scrollY)).toBe(0);
  expectNoPageErrors(errors);
});

it('shows every entry as its reference image', async () => {
  const { page, errors } = await openGallery(true);
  // Time stands still while the screenshots are taken: the code screens' "Code sent" turns into "Resend code" after 30 s.
  // A second ahead: the page's clock runs on while the time is read, and pausing in its past is refused.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const references = referenceImages({
    referenceDir: fileURLToPath(new URL('gallery-references', import.meta.url)),
    outputDir: fileURLToPath(new URL('.gallery-output', import.meta.url)),
    update: UPDATE,
  });
  const names = await entryNames(page);
  const failures: string[] = [];
  for (const name of names) {
    const screenshot = await entry(page, name).screenshot({ animations: 'disabled', caret: 'hide' });
    const failure = references.check(name, screenshot);
    if (failure) failures.push(failure);
  }
  if (UPDATE) {
    const removed = references.removeAllBut(names);
    console.log(`Wrote ${names.length} reference images${removed.length ? `; removed ${removed.join(', ')}` : ''}.`);
  }
  if (failures.length > 0) {
    throw new Error(`${failures.length} of ${names.length} gallery entries differ from their reference images:\n${failures.join('\n')}`);
  }
  expectNoPageErrors(errors);
});

it('has no axe violations in any entry', async () => {
  const { page } = await openGallery();
  try {
    await expectNoAxeViolations(page, 'main');
  } catch (whole) {
    // axe once per entry (ten times slower) only when something is wrong, so the report names screen and theme.
    const failures: string[] = [];
    for (const name of await entryNames(page)) {
      try {
        await expectNoAxeViolations(page, `[data-gallery-entry="${name}"]`);
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    if (failures.length === 0) throw whole;
    throw new Error(`axe found violations in ${failures.length} gallery entries:\n${failures.join('\n')}`);
  }
});
