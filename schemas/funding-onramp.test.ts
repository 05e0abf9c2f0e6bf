import { describe, expect, it } from 'vitest';
import { CoinbaseOnRampInitAnswer, MoonpayTransactionsAnswer } from './funding-onramp';

/** The least the status host may answer: the amounts and payment details are optional. */
const transaction = { id: 'tx-1', externalTransactionId: 'ext-1', status: 'pending', currency: { code: 'USDC_ETHEREUM' } };

describe('the card on-ramps’ answers', () => {
  it('reads the status host’s latest transaction as section 3’s card on-ramp status', () => {
    const answer = MoonpayTransactionsAnswer.parse([transaction, { ...transaction, id: 'tx-2', status: 'completed', quoteCurrencyAmount: 10, feeAmount: 3.99 }]);
    expect(answer).toEqual({
      externalTransactionId: 'ext-1',
      status: 'completed',
      paymentMethod: null,
      cardPaymentType: null,
      currencyCode: 'USDC_ETHEREUM',
      baseCurrencyAmount: null,
      quoteCurrencyAmount: 10,
      feeAmount: 3.99,
      extraFeeAmount: null,
      networkFeeAmount: null,
    });
  });

  it('refuses an empty list and a status it does not know', () => {
    expect(MoonpayTransactionsAnswer.safeParse([]).success).toBe(false);
    expect(MoonpayTransactionsAnswer.safeParse([{ ...transaction, status: 'refunded' }]).success).toBe(false);
  });

  it('reads the second provider’s session in camelCase', () => {
    expect(CoinbaseOnRampInitAnswer.parse({ app_id: 'a', session_token: 's', partner_user_id: 'p' })).toEqual({ appId: 'a', sessionToken: 's', partnerUserId: 'p' });
  });
});
