import { useState } from 'react';
import { toPorticoError, type KernelState } from 'portico';
import { useKernelState, useLinkAccount, useLogin, useLogout, usePortico } from 'portico/react';
import { HostAuthPanel } from './HostAuthPanel';
import type { DemoPlugins } from './plugins';
import { AccountPanel } from './AccountPanel';
import { API_URL } from './env';
import { EventLog } from './EventLog';
import { SettingsPanel } from './SettingsPanel';
import { TokenPanel } from './TokenPanel';

const selectEnabled = (state: KernelState) => state.appConfig?.enabledMethods;

export function App() {
  const { ready, authenticated, user, portico } = usePortico<DemoPlugins>();
  const enabled = useKernelState(selectEnabled) ?? { guest: false, custom_auth: false };
  // The last flow callback (onComplete, onSuccess, onError), read out as a status message.
  const [notice, setNotice] = useState('');
  // The flow hooks live here, in a component that stays mounted: the login button and the account panel
  // swap as the user logs in or out, and an unmounted hook would miss its flow's callback.
  const { login } = useLogin({
    onComplete: ({ user }) => setNotice(`Logged in as ${user?.id ?? 'a new user'}.`),
    onError: (error) => setNotice(`Login did not complete: ${error.shortMessage}`),
  });
  const { logout } = useLogout({ onSuccess: () => setNotice('Logged out.') });
  const { link } = useLinkAccount({
    onSuccess: () => setNotice('Account linked.'),
    onError: (error) => setNotice(`Linking did not complete: ${error.shortMessage}`),
  });

  async function continueAsGuest() {
    try {
      await portico.guest.createGuestAccount();
      setNotice('Continuing as a guest: log in with a real method later to keep this account.');
    } catch (error) {
      setNotice(`Guest login failed: ${toPorticoError(error).shortMessage}`);
    }
  }

  return (
    <>
      <header className="demo-header">
        <h1>Portico demo</h1>
        <p>A host app using the Portico login widget against the local provider emulator.</p>
      </header>
      <main className="demo-main">
        <section aria-labelledby="account-heading" className="demo-card">
          <h2 id="account-heading">Account</h2>
          {!ready ? (
            <p>Checking your session…</p>
          ) : authenticated ? (
            <>
              {user?.isGuest && (
                <button type="button" className="demo-primary" onClick={() => login()}>
                  Log in to keep this guest account
                </button>
              )}
              <AccountPanel onLink={link} onLogout={logout} onNotice={setNotice} />
            </>
          ) : (
            <div className="demo-actions">
              <button type="button" className="demo-primary" onClick={() => login()}>
                Log in
              </button>
              {enabled.guest && (
                <button type="button" onClick={() => void continueAsGuest()}>
                  Continue as guest
                </button>
              )}
            </div>
          )}
          <p role="status">{notice}</p>
        </section>
        {authenticated && (
          <section aria-labelledby="token-heading" className="demo-card">
            <h2 id="token-heading">Access token</h2>
            <p>What your backend receives with each request; verify it with the emulator's JWKS.</p>
            <TokenPanel />
          </section>
        )}
        <section aria-labelledby="codes-heading" className="demo-card">
          <h2 id="codes-heading">Login codes</h2>
          <p>
            The emulator sends no real email: codes arrive in its{' '}
            <a href={`${API_URL}/dev/outbox`} target="_blank" rel="noreferrer">
              outbox (opens in a new tab)
            </a>
            .
          </p>
        </section>
        {enabled.custom_auth && <HostAuthPanel onNotice={setNotice} />}
        <SettingsPanel />
        <EventLog />
      </main>
    </>
  );
}
