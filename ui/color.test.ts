import { describe, expect, it } from 'vitest';
import { isDarkColor, readableAccentOn, readableOn } from './color';

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

describe('readableAccentOn', () => {
  const contrastOf = (a: string, b: string) => {
    const lum = (hex: string) =>
      [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
    return (x + 0.05) / (y + 0.05);
  };

  it('keeps an accent that already reads on the background', () => {
    expect(readableAccentOn('#4f46e5', '#ffffff')).toBe('#4f46e5');
  });

  it('lightens a dark accent on a dark theme and darkens a pale one on a light theme, to at least 4.5:1', () => {
    const onDark = readableAccentOn('#4f46e5', '#16171b')!;
    const onLight = readableAccentOn('#ffee00', '#ffffff')!;
    expect(contrastOf(onDark, '#16171b')).toBeGreaterThanOrEqual(4.5);
    expect(contrastOf(onLight, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(onDark).not.toBe('#4f46e5');
  });

  it('leaves non-hex colours to the stylesheet', () => {
    expect(readableAccentOn('rebeccapurple', '#ffffff')).toBeNull();
  });
});

describe('isDarkColor', () => {
  it('is true only for near-black marks', () => {
    expect(isDarkColor('#181717')).toBe(true);
    expect(isDarkColor('#000000')).toBe(true);
    expect(isDarkColor('#4285f4')).toBe(false);
    expect(isDarkColor('currentColor')).toBe(false);
  });
});
