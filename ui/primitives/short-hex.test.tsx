import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShortHex, shortHex } from './ShortHex';

afterEach(cleanup);

describe('ShortHex', () => {
  it('shortens long hex in the middle and leaves short text alone', () => {
    expect(shortHex('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678');
    expect(shortHex('0x12345')).toBe('0x12345');
  });

  it('shows the short form, with the whole value as its tooltip and for screen readers', () => {
    const value = '0x36ae1234567890abcdef1234567890abcdef3347';
    const { container } = render(<ShortHex value={value} />);
    const hex = container.querySelector('.ptc-hex')!;
    expect(hex.getAttribute('title')).toBe(value);
    expect(hex.querySelector('[aria-hidden="true"]')?.textContent).toBe('0x36ae…3347');
    expect(hex.querySelector('.ptc-visually-hidden')?.textContent).toBe(value);
  });
});
