import { toPorticoError, type LinkedAccount } from 'portico';
import { usePortico } from 'portico/react';
import type { DemoPlugins } from './plugins';

interface AccountPanelProps {
  onLink(method: string): void;
  onLogout(): Promise<void>;
  onNotice(text: string): void;
}

/** The logged-in user and what a host can do with their accounts. */
export function AccountPanel({ onLink, onLogout, onNotice }: AccountPanelProps) {
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
        <dt>Email</dt>
        <dd>{emailAddress ?? 'none'}</dd>
        <dt>Phone</dt>
        <dd>{phoneNumber ?? 'none'}</dd>
        <dt>Guest</dt>
        <dd>{user.isGuest ? 'yes' : 'no'}</dd>
      </dl>
      <h3>Linked accounts</h3>
      <ul>
        {user.linkedAccounts.map((account, index) => (
          <li key={`${account.type}-${index}`}>
            {account.type}: {accountLabel(account)}
          </li>
        ))}
      </ul>
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
        <button type="button" onClick={() => onLink('passkey')}>
          Manage passkeys
        </button>
        <button type="button" onClick={() => void onLogout()}>
          Log out
        </button>
      </div>
    </>
  );
}

/** What identifies an account to a person: its address, number or handle. */
function accountLabel(account: LinkedAccount): string {
  if ('address' in account) return account.address;
  if ('number' in account) return account.number;
  if ('customUserId' in account) return account.customUserId;
  if ('username' in account && account.username) return account.username;
  return 'linked';
}
