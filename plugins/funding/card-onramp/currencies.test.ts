import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundingRequest } from '../request';
import { coinbaseOffer, moonpayOffer } from './currencies';

afterEach(() => vi.restoreAllMocks());

const USDC_ADDRESS = '0x0000000000000000000000000000000000000001';
const native = (chainId: number): FundingRequest => ({
  address: '0x000000000000000000000000000000000000dEaD',
  amount: '1',
  chainId,
  erc20Address: null,
  erc20ContractInfo: null,
  isUSDC: false,
  methodScreen: null,
  comingFromSendTransactionScreen: false,
});
const usdc = (chainId: number): FundingRequest => ({ ...native(chainId), erc20Address: USDC_ADDRESS, erc20ContractInfo: { symbol: 'USDC', decimals: 6 }, isUSDC: true });

describe('section 5: what the first provider sells', () => {
  it.each([
    [1, 'ETH_ETHEREUM', 'USDC_ETHEREUM'],
    [8453, 'ETH_BASE', 'USDC_BASE'],
    [10, 'ETH_OPTIMISM', 'USDC_OPTIMISM'],
    [137, 'POL_POLYGON', 'USDC_POLYGON'],
    [42161, 'ETH_ARBITRUM', null],
    [11155111, 'ETH_ETHEREUM', 'USDC_ETHEREUM'],
  ])('chain %i: native %s, USDC %s', (chainId, nativeCode, usdcCode) => {
    expect(moonpayOffer(native(chainId))).toEqual({ currencyCode: nativeCode });
    expect(moonpayOffer(usdc(chainId))).toEqual(usdcCode ? { currencyCode: usdcCode } : { unsold: 'chain' });
  });

  it('takes the request’s own currency code when it is one of section 5’s, and refuses another', () => {
    expect(moonpayOffer({ ...native(1), cardOnRamp: { currencyCode: 'USDC_BASE' } })).toEqual({ currencyCode: 'USDC_BASE' });
    expect(moonpayOffer({ ...native(1), cardOnRamp: { currencyCode: 'DOGE' } })).toEqual({ unsold: 'asset' });
  });
});

describe('section 5: what the second provider sells', () => {
  it.each([
    [1, { network: 'ethereum', asset: 'ETH' }, { network: 'ethereum', asset: 'USDC' }],
    [42161, { network: 'arbitrum', asset: 'ETH' }, { network: 'arbitrum', asset: 'USDC' }],
    [8453, { network: 'base', asset: 'ETH' }, { network: 'base', asset: 'USDC' }],
    [137, { network: 'polygon', asset: 'POL' }, { network: 'polygon', asset: 'USDC' }],
    [10, null, { network: 'optimism', asset: 'USDC' }],
  ])('chain %i', (chainId, nativeOffer, usdcOffer) => {
    expect(coinbaseOffer(native(chainId))).toEqual(nativeOffer ?? { unsold: 'chain' });
    expect(coinbaseOffer(usdc(chainId))).toEqual(usdcOffer);
  });

  it('sells nothing on the chains section 9 maps but section 5 does not list (Avalanche, Celo)', () => {
    expect(coinbaseOffer(native(43114))).toEqual({ unsold: 'chain' });
    expect(moonpayOffer(usdc(42220))).toEqual({ unsold: 'chain' });
  });
});

describe('chains and assets the providers do not know', () => {
  it('takes an unknown chain as Ethereum, with a warning once per chain however often it is asked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let ask = 0; ask < 3; ask += 1) {
      expect(moonpayOffer(native(31337))).toEqual({ currencyCode: 'ETH_ETHEREUM' });
      expect(coinbaseOffer(native(31337))).toEqual({ network: 'ethereum', asset: 'ETH' });
      expect(coinbaseOffer(usdc(31338))).toEqual({ network: 'ethereum', asset: 'USDC' });
    }
    expect(warn.mock.calls).toEqual([
      ["Portico funding: chain 31337 has no card on-ramp network; Ethereum's currencies are used"],
      ["Portico funding: chain 31338 has no card on-ramp network; Ethereum's currencies are used"],
    ]);
  });

  it('warns about a token other than USDC, and sells none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const token = { ...native(1), erc20Address: USDC_ADDRESS, erc20ContractInfo: { symbol: 'PTT', decimals: 18 } } as FundingRequest;
    expect(moonpayOffer(token)).toEqual({ unsold: 'asset' });
    expect(coinbaseOffer(token)).toEqual({ unsold: 'asset' });
    expect(warn).toHaveBeenCalledWith(`Portico funding: the token ${USDC_ADDRESS} is not sold by the card on-ramps`);
  });
});
