'use client';
import { useSyncExternalStore } from 'react';
import { openPopup } from '../../../kit/open-popup';
import { format } from '../../../ui/messages';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import type { CardOnRampMethod } from '../request';
import { useFunding, useFundingRequest } from '../use-funding';
import { useFundingBack } from '../use-funding-back';

/**
 * A card purchase's status (MOONPAY_STATUS_SCREEN, COINBASE_ONRAMP_STATUS_SCREEN), with section 4's titles: funded or
 * processing payment (Continue ends the flow), in progress (no button; a link to the provider's page in case its
 * window was blocked), or failed with the provider's reason and Try again.
 */
export function OnRampStatusView({ method }: { method: CardOnRampMethod }) {
  const { messages: m, cardOnRamps, finish } = useFunding();
  const request = useFundingRequest();
  const state = useSyncExternalStore(cardOnRamps.subscribe, cardOnRamps.getState, cardOnRamps.getState);
  const provider = cardOnRamps.providerName(method);
  const status = state?.provider === method ? state.status : 'starting';
  const finished = status === 'completed' || status === 'waitingAuthorization';
  // Funded, or paid and processing: the flow is over, Continue ends it.
  useFundingBack(!finished);

  const tryAgain = () => void cardOnRamps.start(method, request, openPopup());

  if (finished) {
    const done = status === 'completed';
    return (
      <div className="ptc-screen ptc-funding">
        <div role="status">
          <h2 className="ptc-screen__title">{done ? m.onRampCompletedTitle : m.onRampWaitingTitle}</h2>
          <p className="ptc-screen__text">{done ? m.onRampCompletedText : m.onRampWaitingText}</p>
        </div>
        <Button variant="primary" fullWidth onClick={finish}>
          {m.onRampContinue}
        </Button>
      </div>
    );
  }

  if (status === 'failed' || status === 'serviceFailure') {
    const reason = status === 'serviceFailure' ? format(m.onRampServiceFailure, { provider }) : state?.reason;
    return (
      <div className="ptc-screen ptc-funding ptc-message ptc-message--error">
        <h2 className="ptc-screen__title">{m.onRampFailedTitle}</h2>
        <div role="alert">
          <p className="ptc-screen__text">{format(m.onRampFailed, { provider })}</p>
          {reason && <p className="ptc-screen__text">{reason}</p>}
        </div>
        <Button variant="primary" fullWidth onClick={tryAgain}>
          {m.onRampTryAgain}
        </Button>
      </div>
    );
  }

  return (
    <div className="ptc-screen ptc-funding">
      <h2 className="ptc-screen__title">{m.onRampInProgressTitle}</h2>
      <p className="ptc-screen__text">{format(m.onRampInProgressText, { provider })}</p>
      <Spinner label={m.onRampInProgressTitle} />
      {state?.url && (
        <div className="ptc-screen__actions">
          <a className="ptc-button ptc-button--secondary ptc-button--full" href={state.url} target="_blank" rel="noopener noreferrer">
            {format(m.onRampOpenProvider, { provider })}
          </a>
        </div>
      )}
    </div>
  );
}
