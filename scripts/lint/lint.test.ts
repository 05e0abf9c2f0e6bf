import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');
const folder = mkdtempSync(join(tmpdir(), 'portico-lint-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The project's own configuration, applied to a folder outside the project (a plugin's path is read from the
// folder that extends the configuration, so the plugins come along).
cpSync(join(root, 'scripts/lint'), join(folder, 'scripts/lint'), { recursive: true });
writeFileSync(join(folder, 'biome.json'), JSON.stringify({ root: true, extends: [join(root, 'biome.jsonc')], vcs: { enabled: false }, files: { includes: ['**'] } }));

/** Lints one file with the project's rules; the rule names that fired. */
function lint(name: string, source: string): string[] {
  writeFileSync(join(folder, name), source);
  try {
    execFileSync(biome, ['lint', '--reporter=json', name], { cwd: folder, encoding: 'utf8', stdio: 'pipe' });
    return [];
  } catch (failure) {
    const report = JSON.parse((failure as { stdout: string }).stdout) as { diagnostics: { category: string }[] };
    return report.diagnostics.map((diagnostic) => diagnostic.category);
  }
}

describe('the linter', () => {
  it('passes a module that keeps the rules', () => {
    expect(lint('clean.ts', "export const load = () => import('./clean');\n")).toEqual([]);
  });

  it('refuses a computed import(), which neither the layer rules nor the bundler can follow', () => {
    expect(lint('computed.ts', "const name = './clean';\nexport const load = () => import(name);\n")).toEqual(['plugin']);
  });

  it('refuses a hook called conditionally, and an effect that misses a dependency', () => {
    const source = [
      "import { useEffect, useState } from 'react';",
      'export function useCount(start: boolean, step: number) {',
      '  if (start) useState(0);',
      '  useEffect(() => console.log(step), []);',
      '}',
      '',
    ].join('\n');
    expect(lint('hooks.ts', source)).toEqual(['lint/correctness/useHookAtTopLevel', 'lint/correctness/useExhaustiveDependencies']);
  });
});
