import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe-core's WCAG 2.1 A and AA rules on `container` (the dialog); colour contrast needs a layout engine, so the e2e
 * gallery checks it instead.
 */
export async function expectAccessible(container: Element): Promise<void> {
  const results = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}
