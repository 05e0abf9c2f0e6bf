'use client';
import { useState } from 'react';
import { toPorticoError, type KernelState } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { useMessages } from '../../../ui/use-messages';
import { EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN, EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN, type PasswordFlowData } from '../screen-names';
import { useEmbeddedWallet } from '../use-embedded-wallet';
import { failFlow, finishFlow } from '../finish';
import { ConfirmingStep, CreatingStep, DoneStep, FinalizingStep, SavingStep, type Outcome } from '../password/steps';

/** Section 4's steps, in order: Back moves one to the left. */
const STEPS = ['creating', 'saving', 'confirming', 'finalizing', 'done'] as const;
type Step = (typeof STEPS)[number];

const selectPreviousScreen = (state: KernelState) => state.modal.history.at(-1) ?? null;
const selectScreen = (state: KernelState) => state.modal.screen;

/**
 * EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN and _PASSWORD_UPDATE_SCREEN: choose, save, confirm and set the recovery
 * password (`data.purpose` says which). Once saved the flow finishes (a prompt resolves with true); Cancel
 * rejects it with 4001.
 */
export default function PasswordCreateScreen() {
  const { kernel, data } = useScreen<PasswordFlowData>();
  const wallet = useEmbeddedWallet();
  const m = wallet.messages;
  const ui = useMessages();
  const previousScreen = useKernelState(selectPreviousScreen);
  // The update screen resets a password the wallet has; the create screen sets its first (creating or not).
  const resetting = useKernelState(selectScreen) === EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN;
  const purpose = data.purpose ?? 'create';
  const byUser = data.initiatedBy !== 'automatic';
  const [step, setStep] = useState<Step>('creating');
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const index = STEPS.indexOf(step);
  const next = () => setStep(STEPS[index + 1]!);
  const back = () => (index > 0 ? setStep(STEPS[index - 1]!) : kernel.navigation.back());
  const canGoBack = index > 0 || previousScreen === EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN;
  const exits = (
    <>
      {canGoBack && (
        <Button variant="secondary" fullWidth disabled={saving} onClick={back}>
          {ui.back}
        </Button>
      )}
      {byUser && (
        <Button variant="link" disabled={saving} onClick={() => kernel.navigation.close()}>
          {m.cancel}
        </Button>
      )}
    </>
  );

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      await wallet.savePassword(password, purpose);
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, error: toPorticoError(error) });
    }
    setSaving(false);
    setStep('done');
  }

  switch (step) {
    case 'creating':
      return (
        <CreatingStep
          m={m}
          title={resetting ? m.passwordUpdateTitle : m.passwordCreateTitle}
          password={password}
          onChange={setPassword}
          onContinue={next}
          exits={exits}
        />
      );
    case 'saving':
      return <SavingStep m={m} password={password} onContinue={next} exits={exits} />;
    case 'confirming':
      return <ConfirmingStep m={m} password={password} onContinue={next} exits={exits} />;
    case 'finalizing':
      return <FinalizingStep m={m} saving={saving} onSave={() => void save()} exits={exits} />;
    case 'done':
      return (
        outcome && (
          <DoneStep
            m={m}
            outcome={outcome}
            closeLabel={ui.close}
            autoClose={!byUser}
            onClose={() => (outcome.ok ? finishFlow(kernel) : failFlow(kernel, outcome.error))}
          />
        )
      );
  }
}
