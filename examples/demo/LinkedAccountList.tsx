import type { LinkedAccount } from 'portico';
import { LoginMethodMark } from 'portico/react';
import { summarizeAccount } from './account-summary';

/** A person's outline, for accounts no login method stands for (host app, guest). */
const personMark = (
  <svg className="demo-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
  </svg>
);

/**
 * Each account with its mark and name, then the `type` and identifier a host's code reads in
 * `user.linkedAccounts`.
 */
export function LinkedAccountList({ accounts }: { accounts: LinkedAccount[] }) {
  return (
    <ul className="demo-accounts">
      {accounts.map((account, index) => {
        const { method, name, identifier } = summarizeAccount(account);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: linked accounts share no id field; the list is replaced, never reordered
          <li key={`${account.type}-${index}`} className="demo-account">
            <span className="demo-account__mark">{method ? <LoginMethodMark method={method} /> : personMark}</span>
            <span className="demo-account__text">
              <span className="demo-account__name">{name}</span>
              <span className="demo-account__data">
                <code>{`${account.type}:`}</code> <span>{identifier}</span>
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
