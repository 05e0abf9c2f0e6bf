import { toPorticoError } from 'portico';
import { usePortico } from 'portico/react';
import { LinkedAccountList } from './LinkedAccountList';
import type { DemoPlugins } from './plugins';

interface AccountPanelProps {
  onLink(method: string): void;
  onNotice(text: string): void;
}

/** The logged-in user as the host gets it, and what a host can do with their accounts. */
export function AccountPanel({ onLink, onNotice }: AccountPanelProps) {
  const { user, update, portico } = usePortico<DemoPlugins>();
  if (!user) return null;
  const emailAddress = user.email?.address;
  const phoneNumber = user.phone?.number;

  async function unlink(run: () => Promise<unknown>, what: string) {
    try {
      await run();
      onNotice(`Unlinked ${what}.`);
    } catch (error) {
      onNotice(`Unlink failed: ${toPorticoError(error).shortMessage}`);
    }
  }

  return (
    <>
      <dl className="demo-facts">
        <dt>User id</dt>
        <dd>
          <code>{user.id}</code>
        </dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={user.createdAt.toISOString()}>{user.createdAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </dd>
        <dt>Guest</dt>
        <dd>{user.isGuest ? 'yes' : 'no'}</dd>
      </dl>
      <h3>Linked accounts</h3>
      <LinkedAccountList accounts={user.linkedAccounts} />
      <h3>Add or change a login</h3>
      <div className="demo-actions">
        <button type="button" onClick={() => onLink('email')}>
          Link email
        </button>
        <button type="button" onClick={() => update('email')} disabled={!emailAddress}>
          Update email
        </button>
        <button
          type="button"
          onClick={() => emailAddress && void unlink(() => portico.email.unlink(emailAddress), emailAddress)}
          disabled={!emailAddress}
        >
          Unlink email
        </button>
      </div>
      <div className="demo-actions">
        <button type="button" onClick={() => onLink('sms')}>
          Link phone
        </button>
        <button type="button" onClick={() => update('sms')} disabled={!phoneNumber}>
          Update phone
        </button>
        <button
          type="button"
          onClick={() => phoneNumber && void unlink(() => portico.sms.unlink(phoneNumber), phoneNumber)}
          disabled={!phoneNumber}
        >
          Unlink phone
        </button>
      </div>
      <div className="demo-actions">
        <button type="button" onClick={() => onLink('passkey')}>
          Manage passkeys
        </button>
      </div>
    </>
  );
}
