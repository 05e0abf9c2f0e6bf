import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Per pixel: how far (OKLab distance, 0 to 1) two pixels may be apart and still count as equal. Chromium draws the
 * gallery identically run after run (0 differing pixels even at 0), so this is strict: at pixelmatch's default of 0.1
 * a theme's border going from #e1e4ea to #d9dce3, or its muted text from #555d6b to #5d6573, passed unseen; at 0.02
 * both fail. The little room left is for colour rounding, not for changes.
 */
const PIXEL_THRESHOLD = 0.02;
/**
 * Per image: how many pixels may differ (anti-aliased edges are not counted). A single changed letter differs in over
 * a hundred pixels, so 25 lets through only a stray pixel of text rendering.
 */
const MAX_DIFF_PIXELS = 25;

export interface ReferenceImages {
  /** Compares a screenshot with its reference, or makes it the reference when updating; a failure's message, else null. */
  check(name: string, screenshot: Buffer): string | null;
  /** When updating: removes the references of entries that no longer exist; their names. */
  removeAllBut(names: readonly string[]): string[];
}

/**
 * Reference PNGs in `referenceDir`, one per name. A mismatch writes the screenshot and a diff image (differing
 * pixels in red) to `outputDir`, which is emptied first.
 */
export function referenceImages({ referenceDir, outputDir, update }: { referenceDir: string; outputDir: string; update: boolean }): ReferenceImages {
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  mkdirSync(referenceDir, { recursive: true });
  const shown = (path: string) => relative(ROOT, path);
  const referenceOf = (name: string) => join(referenceDir, `${name}.png`);

  function keepActual(name: string, screenshot: Buffer): string {
    const path = join(outputDir, `${name}.actual.png`);
    writeFileSync(path, screenshot);
    return shown(path);
  }

  return {
    check(name, screenshot) {
      const referencePath = referenceOf(name);
      if (update) {
        writeFileSync(referencePath, screenshot);
        return null;
      }
      if (!existsSync(referencePath)) {
        return `${name}: no reference image ${shown(referencePath)} (screenshot: ${keepActual(name, screenshot)}); run npm run test:gallery:update`;
      }
      const expected = PNG.sync.read(readFileSync(referencePath));
      const actual = PNG.sync.read(screenshot);
      if (expected.width !== actual.width || expected.height !== actual.height) {
        return (
          `${name}: ${actual.width}x${actual.height} px, the reference is ${expected.width}x${expected.height} px ` +
          `(screenshot: ${keepActual(name, screenshot)})`
        );
      }
      const diff = new PNG({ width: actual.width, height: actual.height });
      const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
      if (differing <= MAX_DIFF_PIXELS) return null;
      const diffPath = join(outputDir, `${name}.diff.png`);
      writeFileSync(diffPath, PNG.sync.write(diff));
      return (
        `${name}: ${differing} pixels differ from the reference (at most ${MAX_DIFF_PIXELS} may); ` +
        `diff: ${shown(diffPath)}, screenshot: ${keepActual(name, screenshot)}`
      );
    },
    removeAllBut(names) {
      const kept = new Set(names.map((name) => `${name}.png`));
      const stale = readdirSync(referenceDir).filter((file) => file.endsWith('.png') && !kept.has(file));
      for (const file of stale) rmSync(join(referenceDir, file));
      return stale;
    },
  };
}
