'use client';
import { useKernel } from '../../../ui/context';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import type { UserOwnedRecovery } from '../recovery-methods';
import { EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN, EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN, type PasswordFlowData } from '../screen-names';
import { useEmbeddedWallet } from '../use-embedded-wallet';

type SelectionData = PasswordFlowData & { methods: UserOwnedRecovery[] };

/** EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN: the app's user-owned recovery methods, one button each. */
export default function RecoverySelectionScreen() {
  const kernel = useKernel();
  const { data, navigation } = useScreen<SelectionData>();
  const m = useEmbeddedWallet().messages;
  const flow: PasswordFlowData = { initiatedBy: data.initiatedBy ?? 'user', purpose: data.purpose ?? 'update' };

  function choose(method: UserOwnedRecovery) {
    if (method === 'user-passcode') navigation.navigate(EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN, { ...flow });
    else navigation.navigate(EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN, { ...flow, mode: flow.purpose, method });
  }

  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.selectionTitle}</h2>
      <p className="ptc-screen__text">{m.selectionText}</p>
      <ul className="ptc-option-list" aria-label={m.selectionTitle}>
        {(data.methods ?? ['user-passcode']).map((method) => (
          <li key={method}>
            <Button variant="secondary" fullWidth onClick={() => choose(method)}>
              {m.recoveryOption[method]}
            </Button>
          </li>
        ))}
      </ul>
      {flow.initiatedBy === 'user' && (
        <Button variant="link" fullWidth onClick={() => kernel.navigation.close()}>
          {m.cancel}
        </Button>
      )}
    </div>
  );
}
