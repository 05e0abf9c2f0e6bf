'use client';

/** Long hex (an address, a hash) shortened in the middle: the start and the end say which one it is. */
export const shortHex = (value: string): string => (value.length <= 13 ? value : `${value.slice(0, 6)}…${value.slice(-4)}`);

/**
 * A long hex value shown one way on every screen: shortened in the middle (0x36ae…3347) so it never wraps or widens
 * the dialog, the whole value in its tooltip and for screen readers. Screens that offer a Copy put the button beside it.
 */
export function ShortHex({ value }: { value: string }) {
  return (
    <span className="ptc-hex" title={value}>
      <span aria-hidden="true">{shortHex(value)}</span>
      <span className="ptc-visually-hidden">{value}</span>
    </span>
  );
}
