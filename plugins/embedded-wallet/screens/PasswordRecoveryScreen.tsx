'use client';
import { useState } from 'react';
import { toPorticoError } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { Button } from '../../../ui/primitives/Button';
import { useEmbeddedWallet } from '../use-embedded-wallet';
import { finishFlow } from '../finish';
import { PasswordField, StepForm } from '../password/form';

/**
 * EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN: the recovery password recovers the wallet on this device. A wrong one
 * keeps the person here with what they typed, to correct it.
 */
export default function PasswordRecoveryScreen() {
  const kernel = useKernel();
  const wallet = useEmbeddedWallet();
  const m = wallet.messages;
  const [password, setPassword] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function recover() {
    if (!password || waiting) return;
    setWaiting(true);
    setError(null);
    try {
      await wallet.recoverWithPassword(password);
      finishFlow(kernel);
    } catch (failure) {
      const portico = toPorticoError(failure);
      setError(portico.code === 'invalid_recovery_password' ? m.invalidRecoveryPassword : portico.shortMessage);
      setWaiting(false);
    }
  }

  return (
    <StepForm
      title={m.passwordRecoveryTitle}
      text={m.passwordRecoveryText}
      onSubmit={() => void recover()}
      actions={
        <Button type="submit" variant="primary" fullWidth disabled={!password} loading={waiting}>
          {m.passwordRecover}
        </Button>
      }
    >
      <PasswordField
        label={m.passwordLabel}
        showLabel={m.passwordShow}
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
      />
    </StepForm>
  );
}
