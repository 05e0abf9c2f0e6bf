import { useState, type FormEvent } from 'react';
import { toPorticoError } from 'portico';
import { usePortico } from 'portico/react';
import { getHostToken, signInToHost, signOutOfHost } from './host-auth';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';

/** The host app's own login, which custom-token login follows (the plugin syncs Portico's session to it). */
export function HostAuthPanel({ onNotice }: { onNotice(text: string): void }) {
  const { portico } = usePortico<DemoPlugins>();
  const [userId, setUserId] = useState('host-user-1');
  const [signedIn, setSignedIn] = useState(() => localStorage.getItem('demo-host-auth:token') !== null);

  async function syncNow() {
    await portico['custom-auth'].sync();
    const { status, error } = portico['custom-auth'].getState();
    onNotice(error ? `Custom auth: ${toPorticoError(error).shortMessage}` : `Custom auth: ${status}.`);
    setSignedIn((await getHostToken()) !== null);
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    await signInToHost(userId.trim());
    await syncNow();
  }

  async function signOut() {
    signOutOfHost();
    await syncNow();
  }

  return (
    <Panel id="host" title="Host app login (custom token)" purpose="Your app signs its own users in; Portico exchanges your app’s token for a session.">
      {signedIn ? (
        <div className="demo-actions">
          <button type="button" onClick={() => void signOut()}>
            Sign out of the host app
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void signIn(event)} className="demo-actions">
          <label className="demo-field">
            Host user id <input value={userId} onChange={(event) => setUserId(event.target.value)} required />
          </label>
          <button type="submit">Sign in to the host app</button>
        </form>
      )}
    </Panel>
  );
}
