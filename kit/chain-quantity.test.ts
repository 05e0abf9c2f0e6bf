import { describe, expect, it } from 'vitest';
import { chainQuantity } from './chain-quantity';

describe('chainQuantity', () => {
  it('reads a hex quantity and refuses anything else as the chain’s fault', () => {
    expect(chainQuantity('0x10', 'eth_gasPrice')).toBe(16n);
    for (const value of ['0x', '10', 16, null]) expect(() => chainQuantity(value, 'eth_gasPrice')).toThrow(`The chain answered eth_gasPrice with ${JSON.stringify(value)}`);
  });
});
