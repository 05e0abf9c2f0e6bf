import { useState } from 'react';
import { toPorticoError, type KernelState } from 'portico';
import { useKernelState, useLinkAccount, useLogin, useLogout, usePortico } from 'portico/react';
import { AccountPanel } from './AccountPanel';
import { AccountPreview } from './AccountPreview';
import { API_URL } from './env';
import { CrossAppPanel } from './CrossAppPanel';
import { EmbeddedWalletPanel } from './EmbeddedWalletPanel';
import { EventLog } from './EventLog';
import { HostAuthPanel } from './HostAuthPanel';
import { Intro } from './Intro';
import { porticoMark } from './logo';
import { FarcasterPanel } from './FarcasterPanel';
import { MfaPanel } from './MfaPanel';
import { SolanaPanel } from './SolanaPanel';
import { FundingPanel } from './FundingPanel';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';
import { SendPanel } from './SendPanel';
import { SettingsPanel } from './SettingsPanel';
import { SignInPrompt } from './SignInPrompt';
import { TokenPanel } from './TokenPanel';
import { WalletsPanel } from './WalletsPanel';

const selectEnabled = (state: KernelState) => state.appConfig?.enabledMethods;

export function App() {
  const { ready, authenticated, user, portico } = usePortico<DemoPlugins>();
  const enabled = useKernelState(selectEnabled) ?? { guest: false, custom_auth: false, wallet: false };
  // The last flow callback (onComplete, onSuccess, onError), read out as a status message.
  const [notice, setNotice] = useState('');
  // The flow hooks live here, in a component that stays mounted: the login button and the account panel
  // swap as the user logs in or out, and an unmounted hook would miss its flow's callback.
  const { login, prefetch } = useLogin({
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

  const logoutButton = authenticated && (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  );

  return (
    <>
      <header className="demo-banner">
        <p className="demo-brand">
          {porticoMark}
          <span>Portico</span>
          <span className="demo-badge">Demo</span>
        </p>
        <nav aria-label="More to see">
          <a href="/gallery">Screen gallery</a>
        </nav>
      </header>
      <main className="demo-main">
        <Intro
          callToAction={
            ready &&
            !authenticated && (
              <SignInPrompt
                onLogin={() => login()}
                onLoginIntent={prefetch}
                onContinueAsGuest={enabled.guest ? () => void continueAsGuest() : null}
              />
            )
          }
        />
        <div className="demo-columns">
          <div className="demo-column">
            <Panel
              id="account"
              title="Your account"
              purpose={
                !ready
                  ? 'Checking your session…'
                  : authenticated
                    ? 'The user your app gets from usePortico(), and the accounts it can log in with.'
                    : 'Once you log in, this shows what your app knows about you:'
              }
              action={logoutButton}
            >
              {!ready ? null : authenticated ? (
                <>
                  {user?.isGuest && (
                    <div className="demo-actions">
                      <button type="button" className="demo-primary" onClick={() => login()}>
                        Log in to keep this guest account
                      </button>
                    </div>
                  )}
                  <AccountPanel onLink={link} onNotice={setNotice} />
                </>
              ) : (
                <AccountPreview />
              )}
              <p role="status" className="demo-notice">
                {notice}
              </p>
            </Panel>
            {(enabled.wallet || authenticated) && <WalletsPanel onNotice={setNotice} />}
            {authenticated && <EmbeddedWalletPanel onNotice={setNotice} />}
            {authenticated && <SendPanel onNotice={setNotice} />}
            {authenticated && <FundingPanel onNotice={setNotice} />}
            {authenticated && <CrossAppPanel onNotice={setNotice} />}
            {(enabled.wallet || authenticated) && <SolanaPanel onNotice={setNotice} />}
            {authenticated && <MfaPanel onNotice={setNotice} />}
            {authenticated && <FarcasterPanel onNotice={setNotice} />}
            {authenticated && (
              <Panel id="token" title="Access token" purpose="What your backend receives with each request.">
                <TokenPanel />
              </Panel>
            )}
          </div>
          <div className="demo-column">
            {enabled.custom_auth && <HostAuthPanel onNotice={setNotice} />}
            <SettingsPanel />
            <EventLog />
          </div>
        </div>
      </main>
      <footer className="demo-footer">
        <p>
          Portico demo, against the provider API emulator at <code>{API_URL}</code>.
        </p>
      </footer>
    </>
  );
}
