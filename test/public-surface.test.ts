// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entries } from '../entries.mjs';

// Locks each entry point's export names: adding or removing one is a deliberate, reviewed change.
describe('public surface', () => {
  it.each(entries)('$name exports exactly its public names', async ({ source }) => {
    // biome-ignore lint/plugin: the test walks every entry of entries.mjs, which are named at run time
    const module = (await import(`../${source}`)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toMatchSnapshot();
  });
});
