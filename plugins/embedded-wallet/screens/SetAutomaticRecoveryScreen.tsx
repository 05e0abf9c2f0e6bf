'use client';
import { useState } from 'react';
import { toPorticoError } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { ConfirmOrCancel } from '../ConfirmOrCancel';
import { useEmbeddedWallet } from '../use-embedded-wallet';
import { finishFlow } from '../finish';

/** EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN: moves the wallet back to recovery the provider runs for the person. */
export default function SetAutomaticRecoveryScreen() {
  const kernel = useKernel();
  const wallet = useEmbeddedWallet();
  const m = wallet.messages;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSaving(true);
    setError(null);
    try {
      await wallet.saveAutomaticRecovery();
      finishFlow(kernel);
    } catch (failure) {
      setError(toPorticoError(failure).shortMessage);
      setSaving(false);
    }
  }

  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.automaticTitle}</h2>
      <p className="ptc-screen__text">{m.automaticText}</p>
      {error && (
        <p className="ptc-screen__text ptc-text--error" role="alert">
          {error}
        </p>
      )}
      <ConfirmOrCancel label={m.automaticConfirm} loading={saving} onConfirm={() => void confirm()} />
    </div>
  );
}
