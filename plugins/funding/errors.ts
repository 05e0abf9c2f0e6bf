import { defineErrors, format, PorticoError } from '../../kernel/index';
import type { FundingMessages } from './messages';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    funding_not_enabled: true;
    funding_failed: true;
  }
}

/** How the error screen shows the funding errors (section 8). */
export const fundingErrors = (m: FundingMessages) =>
  defineErrors({
    funding_not_enabled: { title: m.fundingNotEnabled },
    funding_failed: { title: m.addFundsTitle, detail: (error) => error.shortMessage },
  });

/** No funding method configured for the app. */
export const fundingNotEnabled = (m: FundingMessages) => new PorticoError('funding_not_enabled', m.fundingNotEnabled);

/** A method's failure the person should see as such (an on-ramp's, a transfer's), in that method's words. */
export const fundingFailed = (message: string, options: { details?: string; cause?: unknown } = {}) =>
  new PorticoError('funding_failed', message, options);

export const invalidFundingAmount = (m: FundingMessages, amount: string) =>
  new PorticoError('invalid_data', format(m.invalidAmount, { amount }));

export const usdcUnsupported = (m: FundingMessages, chain: string) =>
  new PorticoError('unsupported_chain_id', format(m.usdcUnsupported, { chain }));

export const unknownWallet = (m: FundingMessages, address: string) =>
  new PorticoError('invalid_data', format(m.unknownWallet, { address }));
