/** Relative luminance (WCAG 2.1) of a #rgb or #rrggbb colour, or null for any other CSS colour. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever reads better on the host's accent colour, so a pale accent never leaves
 * button text unreadable. Null when the colour is not hex (the stylesheet's default then applies).
 */
export function readableOn(accent: string): string | null {
  const l = luminance(accent);
  if (l === null) return null;
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack >= onWhite ? '#111111' : '#ffffff';
}

/** True for colours too dark to read on a dark surface (near black), which then take the text colour. */
export function isDarkColor(color: string): boolean {
  const l = luminance(color);
  return l !== null && l < 0.02;
}
