'use client';
import { useState } from 'react';
import { format } from '../../../ui/messages';
import { Button } from '../../../ui/primitives/Button';
import { TextField } from '../../../ui/primitives/TextField';
import { isAmountInput, isValidAmount, normalizeAmount } from '../amount';
import { nativeSymbol } from '../assets';
import type { FundingMessages } from '../messages';
import { requestAsset, type FundingMethod } from '../request';
import { useFunding, useFundingRequest } from '../use-funding';
import { useFundingBack } from '../use-funding-back';

/** Each method's label and line, with the asset's symbol filled in. */
function methodText(method: FundingMethod, m: FundingMessages, symbol: string): { label: string; detail: string } {
  const texts: Record<FundingMethod, [string, string]> = {
    moonpay: [m.methodMoonpay, m.methodMoonpayDetail],
    'coinbase-onramp': [m.methodCoinbase, m.methodCoinbaseDetail],
    external: [m.methodExternal, m.methodExternalDetail],
    manual: [m.methodManual, m.methodManualDetail],
  };
  const [label, detail] = texts[method];
  return { label, detail: format(detail, { symbol }) };
}

/**
 * FUNDING_METHOD_SELECTION_SCREEN (section 2): the amount, editable under section 5's rules, and the configured
 * methods, disabled until the amount is above 0; a method opens over this screen with the same request.
 */
export default function MethodSelectionScreen() {
  const { messages: m, chain: chainOf, methods, chooseMethod } = useFunding();
  const request = useFundingRequest();
  const [amount, setAmount] = useState(request.amount);
  const chain = chainOf(request.chainId);
  const { symbol } = requestAsset(request, { symbol: nativeSymbol(chain), decimals: chain.nativeCurrency.decimals });
  const valid = isValidAmount(amount);
  useFundingBack();

  return (
    <div className="ptc-screen ptc-funding">
      <h2 className="ptc-screen__title">{m.addFundsTitle}</h2>
      <p className="ptc-screen__text">{format(m.addFundsText, { chain: chain.name })}</p>
      <TextField
        label={format(m.amountLabel, { symbol })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={amount !== '' && !valid ? m.amountInvalid : null}
        onChange={(event) => isAmountInput(event.target.value) && setAmount(event.target.value)}
      />
      <ul className="ptc-funding__methods" aria-label={m.methodsLabel}>
        {methods().map((method) => {
          const { label, detail } = methodText(method, m, symbol);
          return (
            <li key={method}>
              <Button
                variant="secondary"
                fullWidth
                className="ptc-method ptc-funding__method"
                disabled={!valid}
                onClick={() => chooseMethod(method, { ...request, amount: normalizeAmount(amount) })}
              >
                <span className="ptc-method__label">{label}</span>
                <span className="ptc-funding__method-detail">{detail}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
