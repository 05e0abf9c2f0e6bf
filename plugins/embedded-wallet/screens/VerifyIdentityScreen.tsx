'use client';
import { useKernel } from '../../../ui/context';
import { ConfirmOrCancel } from '../ConfirmOrCancel';
import { useEmbeddedWallet } from '../use-embedded-wallet';

/** EMBEDDED_WALLET_VERIFY_IDENTITY_SCREEN: why a login again is asked, then the login methods (the landing screen). */
export default function VerifyIdentityScreen() {
  const kernel = useKernel();
  const m = useEmbeddedWallet().messages;
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.verifyTitle}</h2>
      <p className="ptc-screen__text">{m.verifyText}</p>
      <ConfirmOrCancel label={m.continue} onConfirm={() => kernel.navigation.navigate('LANDING')} />
    </div>
  );
}
