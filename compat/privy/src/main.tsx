import { PrivyProvider, usePrivy } from '@privy-io/react-auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The page's settings come from its address: the emulator's URL, the app, and the login methods to offer. */
const params = new URLSearchParams(location.search);
const apiUrl = params.get('api') ?? 'http://127.0.0.1:8787';
const appId = params.get('app') ?? 'demo-app-0000000000000001';
const loginMethods = (params.get('methods') ?? 'email').split(',') as ('email' | 'sms' | 'google')[];

/** What the browser tests read and click: the SDK's state and its modal, nothing of Portico's own. */
function Host() {
  const { ready, authenticated, user, login, logout } = usePrivy();
  if (!ready) return <p role="status">Loading</p>;
  return (
    <main>
      <p role="status">{authenticated ? 'Logged in' : 'Logged out'}</p>
      {user && (
        <dl>
          <dt>User id</dt>
          <dd>
            <output aria-label="User id">{user.id}</output>
          </dd>
          <dt>Email</dt>
          <dd>
            <output aria-label="User email">{user.email?.address ?? ''}</output>
          </dd>
          <dt>Phone</dt>
          <dd>
            <output aria-label="User phone">{user.phone?.number ?? ''}</output>
          </dd>
          <dt>Google</dt>
          <dd>
            <output aria-label="Google account">{user.google?.email ?? ''}</output>
          </dd>

        </dl>
      )}
      {authenticated ? (
        <button type="button" onClick={() => void logout()}>
          Log out
        </button>
      ) : (
        <button type="button" onClick={() => login()}>
          Log in
        </button>
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PrivyProvider
      appId={appId}
      apiUrl={apiUrl}
      config={{
        loginMethods,
        embeddedWallets: { ethereum: { createOnLogin: 'off' } },
      }}
    >
      <Host />
    </PrivyProvider>
  </StrictMode>,
);
