'use client';
import { useKernel } from '../../../ui/context';
import { Button } from '../../../ui/primitives/Button';
import { useEmbeddedWallet } from '../use-embedded-wallet';

/** EMBEDDED_WALLET_VERIFY_IDENTITY_SCREEN: why a login again is asked, then the login methods (the landing screen). */
export default function VerifyIdentityScreen() {
  const kernel = useKernel();
  const m = useEmbeddedWallet().messages;
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.verifyTitle}</h2>
      <p className="ptc-screen__text">{m.verifyText}</p>
      <div className="ptc-screen__actions">
        <Button variant="primary" fullWidth onClick={() => kernel.navigation.navigate('LANDING')}>
          {m.continue}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => kernel.navigation.close()}>
          {m.cancel}
        </Button>
      </div>
    </div>
  );
}
