type Rgb = [number, number, number];

/** The channels (0-255) of a #rgb or #rrggbb colour, or null for any other CSS colour. */
function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

/** Relative luminance (WCAG 2.1). */
function luminanceOf(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function luminance(hex: string): number | null {
  const rgb = parseHex(hex);
  return rgb ? luminanceOf(rgb) : null;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const toHex = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * The accent as a text colour on `background`: unchanged when it reads at 4.5:1 (WCAG AA), else mixed
 * towards white or black until it does, so links and focus rings stay legible on either theme.
 */
export function readableAccentOn(accent: string, background: string): string | null {
  const from = parseHex(accent);
  const bg = parseHex(background);
  if (!from || !bg) return null;
  const bgLuminance = luminanceOf(bg);
  const target = bgLuminance < 0.5 ? 255 : 0;
  for (let step = 0; step <= 10; step += 1) {
    const mixed = from.map((value) => value + ((target - value) * step) / 10) as Rgb;
    if (contrast(luminanceOf(mixed), bgLuminance) >= 4.5) return toHex(mixed);
  }
  return toHex([target, target, target]);
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
