import { toPorticoError } from 'portico';
import { usePortico } from 'portico/react';
import { API_URL } from './env';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';

const METHOD_NAMES: Record<string, string> = { totp: 'authenticator app', sms: 'SMS', passkey: 'passkey' };

/** MFA: enrolment through Portico's flow, and a link to the emulator's stand-in for an authenticator app. */
export function MfaPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { portico, user } = usePortico<DemoPlugins>();
  if (!user) return null;

  async function setUp() {
    try {
      await portico.mfa.showMfaEnrollmentModal();
    } catch (error) {
      onNotice(`MFA setup did not complete: ${toPorticoError(error).shortMessage}`);
    }
  }

  const methods = user.mfaMethods.map((method) => METHOD_NAMES[method.type] ?? method.type);
  return (
    <Panel
      id="mfa"
      title="Verification (MFA)"
      purpose="Once a method is added, signing with the embedded wallet asks for it."
      action={
        <button type="button" onClick={() => void setUp()}>
          Set up verification
        </button>
      }
    >
      <p>
        Methods: <output aria-label="MFA methods">{methods.length > 0 ? methods.join(', ') : 'none'}</output>
      </p>
      <p>
        Your authenticator app here is the emulator’s{' '}
        <a href={`${API_URL}/dev/authenticator/${encodeURIComponent(user.id)}`} target="_blank" rel="noreferrer">
          stand-in authenticator app (opens in a new tab)
        </a>
        : keep it beside the modal and type its current code.
      </p>
    </Panel>
  );
}
