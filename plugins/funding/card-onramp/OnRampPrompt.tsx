'use client';
import { useMemo } from 'react';
import { openPopup } from '../../../kit/open-popup';
import { format } from '../../../ui/messages';
import { Button } from '../../../ui/primitives/Button';
import { nativeSymbol } from '../assets';
import { requestAsset, type CardOnRampMethod } from '../request';
import { useFunding, useFundingRequest } from '../use-funding';
import { useFundingBack } from '../use-funding-back';

/**
 * A card provider's prompt (MOONPAY_PROMPT_SCREEN, COINBASE_ONRAMP_PROMPT_SCREEN): what will be bought, and Continue,
 * which opens the provider's window in the click (a later one would be blocked) and shows the status screen. When
 * the provider does not sell the asset on the chain (section 5) it says so instead.
 */
export function OnRampPrompt({ method }: { method: CardOnRampMethod }) {
  const { messages: m, cardOnRamps, chain: chainOf, showStep } = useFunding();
  const request = useFundingRequest();
  const chain = chainOf(request.chainId);
  const { symbol } = requestAsset(request, { symbol: nativeSymbol(chain), decimals: chain.nativeCurrency.decimals });
  const unsupported = useMemo(() => cardOnRamps.unsupported(method, request), [cardOnRamps, method, request]);
  const values = { amount: request.amount, symbol, chain: chain.name };
  useFundingBack();

  const continueToProvider = () => {
    const popup = openPopup();
    void cardOnRamps.start(method, request, popup);
    showStep(cardOnRamps.statusScreen(method), request);
  };

  return (
    <div className="ptc-screen ptc-funding">
      {method === 'moonpay' ? (
        <>
          <h2 className="ptc-screen__title">{m.moonpayPromptTitle}</h2>
          <p className="ptc-screen__text">{format(m.moonpayPromptText, values)}</p>
        </>
      ) : (
        <>
          <h2 className="ptc-screen__title">{m.coinbasePromptTitle}</h2>
          <p className="ptc-screen__text">{format(m.coinbasePromptText, values)}</p>
          <p className="ptc-screen__text">{m.coinbaseComplianceNote}</p>
        </>
      )}
      {unsupported ? (
        <p className="ptc-screen__text" role="alert">
          {unsupported}
        </p>
      ) : (
        <Button variant="primary" fullWidth onClick={continueToProvider}>
          {m.onRampContinue}
        </Button>
      )}
    </div>
  );
}
