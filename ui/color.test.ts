import { describe, expect, it } from 'vitest';
import { readableOn } from './color';

describe('readableOn', () => {
  it('puts dark text on pale accents and white text on dark ones', () => {
    expect(readableOn('#ffee00')).toBe('#111111');
    expect(readableOn('#fff')).toBe('#111111');
    expect(readableOn('#1e3a8a')).toBe('#ffffff');
    expect(readableOn('#4f46e5')).toBe('#ffffff');
  });

  it('leaves non-hex colours to the stylesheet', () => {
    expect(readableOn('rebeccapurple')).toBeNull();
    expect(readableOn('rgb(0 0 0)')).toBeNull();
  });
});
