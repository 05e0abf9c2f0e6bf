'use client';
import { useMessages } from '../../../ui/use-messages';
import { useStepOutcome } from '../../../ui/hooks/use-step-outcome';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { StepFailure, StepSuccess, StepWaiting } from '../../../ui/primitives/StepViews';
import { withApp } from '../messages';
import { CROSS_APP_AUTH_SCREEN, START_PROVIDER_APP } from '../state';
import { useCrossApp } from '../use-cross-app';

/**
 * CROSS_APP_AUTH_SCREEN: the app's provider apps to choose from (when none was chosen), then waiting for the
 * provider app's consent, verifying, connected (then the end of the flow) or failed with Retry where it can help.
 */
export default function CrossAppAuthScreen() {
  const { kernel, navigation } = useScreen();
  const crossApp = useCrossApp();
  const ui = useMessages();
  const { status, providerAppId, error, connections } = crossApp.state;
  const m = crossApp.messages;
  const app = connections?.find((entry) => entry.providerAppId === providerAppId);
  const named = (template: string) => withApp(template, app?.providerAppName ?? m.unknownApp);
  const failure = status === 'failed' ? error : null;
  // An error with a screen of its own (linked to another user, allowlist...) goes there.
  const outcomeScreen = useStepOutcome(CROSS_APP_AUTH_SCREEN, status === 'connected', failure);

  if (status === 'idle') {
    return (
      <div className="ptc-screen">
        <h2 className="ptc-screen__title">{m.chooseAppTitle}</h2>
        <p className="ptc-screen__text">{m.chooseAppText}</p>
        {!connections && <Spinner label={ui.loading} />}
        <div className="ptc-landing__methods">
          {(connections ?? []).map((entry) => (
            <Button
              key={entry.providerAppId}
              variant="secondary"
              fullWidth
              className="ptc-method"
              onClick={() => navigation.navigate(CROSS_APP_AUTH_SCREEN, { [START_PROVIDER_APP]: entry.providerAppId })}
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
  if (status === 'connected') return <StepSuccess title={named(m.connectedTitle)} text={m.connectedText} />;
  if (failure && !outcomeScreen) {
    const retry = kernel.describeError(failure).retryable ? () => crossApp.restart() : undefined;
    return <StepFailure title={m.failedTitle} error={failure} retryLabel={m.retry} onRetry={retry} />;
  }
  return status === 'verifying' ? (
    <StepWaiting title={named(m.verifyingTitle)} text={m.verifyingText} />
  ) : (
    <StepWaiting title={named(m.waitingTitle)} text={named(m.waitingText)} />
  );
}
