'use client';
import { useEffect } from 'react';
import { SUCCESS_DELAY_MS } from '../../../ui/constants';
import { useMessages } from '../../../ui/use-messages';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { MessageScreen } from '../../../ui/screens/MessageScreen';
import { withApp } from '../messages';
import { START_PROVIDER_APP } from '../state';
import { useCrossApp } from '../use-cross-app';

/**
 * CROSS_APP_AUTH_SCREEN: the app's provider apps to choose from (when none was chosen), then waiting for the
 * provider app's consent, verifying, connected (then the end of the flow) or failed with Retry.
 */
export default function CrossAppAuthScreen() {
  const { kernel, navigation } = useScreen();
  const crossApp = useCrossApp();
  const ui = useMessages();
  const { status, providerAppId, intent, error, connections } = crossApp.state;
  const m = crossApp.messages;
  const app = connections?.find((entry) => entry.providerAppId === providerAppId);
  const named = (template: string) => withApp(template, app?.providerAppName ?? m.unknownApp);
  const model = error ? kernel.describeError(error) : null;

  useEffect(() => {
    if (status !== 'connected') return;
    const timer = setTimeout(() => void kernel.finishFlow(), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, kernel]);

  if (status === 'idle') {
    return (
      <div className="ptc-screen">
        <h2 className="ptc-screen__title">{m.chooseAppTitle}</h2>
        {!connections && <Spinner label={ui.loading} />}
        <div className="ptc-landing__methods">
          {(connections ?? []).map((entry) => (
            <Button
              key={entry.providerAppId}
              variant="secondary"
              fullWidth
              className="ptc-method"
              onClick={() => navigation.navigate('CROSS_APP_AUTH_SCREEN', { [START_PROVIDER_APP]: entry.providerAppId })}
            >
              <span className="ptc-method__icon">
                {entry.providerAppIconUrl && <img src={entry.providerAppIconUrl} alt="" width={20} height={20} />}
              </span>
              <span className="ptc-method__label">{entry.providerAppName}</span>
            </Button>
          ))}
        </div>
      </div>
    );
  }
  if (status === 'connected') {
    return (
      <div className="ptc-screen ptc-screen--center" role="status">
        <h2 className="ptc-screen__title">{named(m.connectedTitle)}</h2>
        <p className="ptc-screen__text">{m.connectedText}</p>
      </div>
    );
  }
  if (status === 'failed' && error) {
    return (
      <MessageScreen title={m.failedTitle} detail={error.shortMessage} tone="error">
        {model?.retryable ? (
          <Button variant="primary" fullWidth onClick={() => crossApp.restart()}>
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
  const verifying = status === 'verifying';
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{named(verifying ? m.verifyingTitle : m.waitingTitle)}</h2>
      <p className="ptc-screen__text">{verifying ? m.verifyingText : named(m.waitingText)}</p>
      <Spinner label={ui.loading} />
    </div>
  );
}
