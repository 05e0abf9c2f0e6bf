'use client';
import { useEffect } from 'react';
import type { KernelState } from '../../../kernel/index';
import { SUCCESS_DELAY_MS } from '../../../ui/constants';
import { useMessages } from '../../../ui/use-messages';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { StepSuccess } from '../../../ui/primitives/StepViews';
import { MessageScreen } from '../../../ui/screens/MessageScreen';
import type { OAuthState } from '../state';
import { withProvider } from '../messages';
import { useOAuth } from '../use-oauth';

const selectOAuth = (state: KernelState) => state.plugins.oauth as OAuthState;

// Errors already sent to a screen of their own (allowlist, in-app browser...): Back from there shows them here instead.
const routed = new WeakSet<object>();

/**
 * AWAITING_OAUTH_SCREEN: waiting for the provider, then section 4.2's verifying, connected (then the terms or the end
 * of the flow) and failed, with Retry when the error is retryable. Buttons restart the flow inside their click.
 */
export default function AwaitingOAuthScreen() {
  const { kernel, navigation } = useScreen();
  const oauth = useOAuth();
  const ui = useMessages();
  const { status, provider, flow, intent, error } = useKernelState(selectOAuth);
  const m = oauth.messages;
  const named = (template: string) => withProvider(template, provider ? m.providerNames[provider] : m.unknownProvider);
  const model = error ? kernel.describeError(error) : null;

  // A started flow loads the steps' code already; a blocked popup has not, and this readies the redirect offered.
  useEffect(() => oauth.preload(), [oauth]);

  useEffect(() => {
    if (status !== 'connected') return;
    const timer = setTimeout(() => void kernel.finishFlow(), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, kernel]);

  const ownScreen = status === 'failed' ? model?.screen : null;
  useEffect(() => {
    if (!ownScreen || !error || routed.has(error)) return;
    routed.add(error);
    navigation.navigate(ownScreen, { error });
  }, [ownScreen, error, navigation]);

  if (status === 'connected') return <StepSuccess title={named(m.connectedTitle)} text={m.connectedText} />;
  if (status === 'failed' && error) {
    return (
      <MessageScreen title={m.failedTitle} detail={error.shortMessage} tone="error">
        {model?.retryable ? (
          <Button variant="primary" fullWidth onClick={() => oauth.restart()}>
            {m.retry}
          </Button>
        ) : (
          intent === 'login' && (
            <Button variant="primary" fullWidth onClick={() => navigation.reset()}>
              {m.tryAnotherMethod}
            </Button>
          )
        )}
      </MessageScreen>
    );
  }
  if (status === 'popup-blocked') {
    return (
      <MessageScreen title={named(m.popupBlockedTitle)} detail={m.popupBlockedText}>
        <Button variant="primary" fullWidth onClick={() => oauth.restart({ flow: 'redirect' })}>
          {m.continueHere}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => oauth.restart({ flow: 'popup' })}>
          {m.tryPopupAgain}
        </Button>
      </MessageScreen>
    );
  }
  const verifying = status === 'verifying';
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{named(verifying ? m.verifyingTitle : m.waitingTitle)}</h2>
      <p className="ptc-screen__text">
        {verifying ? m.verifyingText : named(flow === 'redirect' ? m.waitingRedirectText : m.waitingPopupText)}
      </p>
      <Spinner label={ui.loading} />
    </div>
  );
}
