'use client';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN, type PasswordFlowData } from '../screen-names';
import { useEmbeddedWallet } from '../use-embedded-wallet';

/** EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN: says what a reset does, then opens the update flow with the same data. */
export default function PasswordUpdateSplashScreen() {
  const { navigation, data } = useScreen<PasswordFlowData>();
  const m = useEmbeddedWallet().messages;
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.passwordUpdateTitle}</h2>
      <p className="ptc-screen__text">{m.passwordResetText}</p>
      <div className="ptc-screen__actions">
        <Button variant="primary" fullWidth onClick={() => navigation.navigate(EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN, { ...data })}>
          {m.continue}
        </Button>
        {data.initiatedBy !== 'automatic' && (
          <Button variant="link" onClick={() => navigation.close()}>
            {m.cancel}
          </Button>
        )}
      </div>
    </div>
  );
}
