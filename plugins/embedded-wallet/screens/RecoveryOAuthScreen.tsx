'use client';
import { useState } from 'react';
import { toPorticoError } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { useScreen } from '../../../ui/hooks/use-screen';
import { ConfirmOrCancel } from '../ConfirmOrCancel';
import type { CloudRecovery } from '../recovery-methods';
import type { PasswordFlowInitiator } from '../screen-names';
import { useEmbeddedWallet } from '../use-embedded-wallet';
import { finishFlow } from '../finish';

type OAuthData = { mode: 'create' | 'update' | 'recover'; method: CloudRecovery; initiatedBy: PasswordFlowInitiator };

/**
 * EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN: the person signs in to their cloud drive in a popup, which must open inside
 * the click; the drive then keeps (or gives back) the key of the wallet's recovery share.
 */
export default function RecoveryOAuthScreen() {
  const kernel = useKernel();
  const wallet = useEmbeddedWallet();
  const m = wallet.messages;
  const { data } = useScreen<OAuthData>();
  const method = data.method ?? 'google-drive';
  const mode = data.mode ?? 'recover';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    const popup = wallet.openRecoveryPopup();
    setBusy(true);
    setError(null);
    try {
      await wallet.runCloudRecovery(popup, method, mode);
      finishFlow(kernel);
    } catch (failure) {
      setError(toPorticoError(failure).shortMessage);
      setBusy(false);
    }
  }

  const recovering = mode === 'recover';
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{recovering ? m.cloudRecoverTitle : m.cloudBackupTitle}</h2>
      <p className="ptc-screen__text">{recovering ? m.cloudRecoverText : m.cloudBackupText}</p>
      {error && (
        <p className="ptc-screen__text ptc-text--error" role="alert">
          {error}
        </p>
      )}
      <ConfirmOrCancel
        label={m.cloudContinue[method]}
        loading={busy}
        onConfirm={() => void start()}
        cancel={recovering || data.initiatedBy === 'user'}
      />
    </div>
  );
}
