import { describe, expect, it } from 'vitest';
import { isUsdcAddress, KNOWN_USDC_ADDRESSES, nativeSymbol, usdcAddresses, usdcAddressOn } from './assets';

describe('funding assets (section 9)', () => {
  it('knows USDC on about a dozen chains, and the host’s test tokens go over them', () => {
    expect(Object.keys(KNOWN_USDC_ADDRESSES).length).toBeGreaterThanOrEqual(12);
    const addresses = usdcAddresses({ 31337: '0x5FbDB2315678afecb367f032d93F642f64180aa3' });
    expect(usdcAddressOn(31337, addresses)).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(usdcAddressOn(8453, addresses)).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
    expect(usdcAddressOn(999, addresses)).toBeNull();
    expect(isUsdcAddress(31337, '0x5fbdb2315678afecb367f032d93f642f64180aa3', addresses)).toBe(true);
    expect(isUsdcAddress(1, '0x5fbdb2315678afecb367f032d93f642f64180aa3', addresses)).toBe(false);
  });

  it('the native symbol is the chain’s, ETH when it names none', () => {
    expect(nativeSymbol({ nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } })).toBe('POL');
    expect(nativeSymbol({ nativeCurrency: { name: '', symbol: '', decimals: 18 } })).toBe('ETH');
  });
});
