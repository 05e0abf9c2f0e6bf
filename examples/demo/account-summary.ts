import type { LinkedAccount, OAuthProvider } from 'portico';
import { passkeyDeviceLabel } from 'portico/plugins/passkey';
import { oauthMessages } from 'portico/plugins/oauth';

/** A linked account as a person reads it. */
export interface AccountSummary {
  /** The login method whose mark stands for the account (`<LoginMethodMark method>`); null for one with no method. */
  method: string | null;
  /** What kind of account it is: "Google", "Phone". */
  name: string;
  /** What tells it apart: an address, a number, a handle. */
  identifier: string;
}

export function summarizeAccount(account: LinkedAccount): AccountSummary {
  switch (account.type) {
    case 'email':
      return { method: 'email', name: 'Email', identifier: account.address };
    case 'phone':
      return { method: 'sms', name: 'Phone', identifier: account.number };
    case 'passkey':
      return { method: 'passkey', name: 'Passkey', identifier: passkeyDeviceLabel(account) };
    case 'telegram':
      return { method: 'telegram', name: 'Telegram', identifier: account.username ?? account.telegramUserId };
    case 'custom_auth':
      return { method: null, name: 'Host app account', identifier: account.customUserId };
    case 'guest':
      return { method: null, name: 'Guest', identifier: 'kept in this browser' };
    case 'wallet':
    case 'smart_wallet':
      return { method: null, name: 'Wallet', identifier: account.address };
    case 'cross_app':
      return { method: null, name: 'Another app’s account', identifier: account.providerApp.id };
    case 'farcaster':
      return { method: null, name: 'Farcaster', identifier: account.username ?? String(account.fid) };
    default: {
      const provider = account.type.replace(/_oauth$/, '') as OAuthProvider;
      return {
        method: provider,
        name: oauthMessages.providerNames[provider] ?? provider,
        identifier: account.username ?? account.email ?? account.name ?? account.subject,
      };
    }
  }
}
