import type {
  FarcasterAccount,
  LinkedAccount,
  OAuthAccount,
  TelegramAccount,
  User,
  WalletAccount,
} from '../schemas/index';

/** Convenience views of section 3.1: the most recently first-verified account of each type. */
export interface UserViews {
  email?: { address: string };
  phone?: { number: string };
  wallet?: WalletAccount;
  google?: OAuthAccount;
  twitter?: OAuthAccount;
  discord?: OAuthAccount;
  github?: OAuthAccount;
  spotify?: OAuthAccount;
  instagram?: OAuthAccount;
  tiktok?: OAuthAccount;
  linkedin?: OAuthAccount;
  apple?: OAuthAccount;
  farcaster?: FarcasterAccount;
  telegram?: TelegramAccount;
}
export type PorticoUser = User & UserViews;

type AccountOf<T extends LinkedAccount['type']> = Extract<LinkedAccount, { type: T }>;

/** The account of a type whose first verification is the most recent, if any. */
export function latestAccountOf<T extends LinkedAccount['type']>(user: User, type: T): AccountOf<T> | undefined {
  let best: AccountOf<T> | undefined;
  for (const account of user.linkedAccounts) {
    if (account.type !== type) continue;
    const candidate = account as AccountOf<T>;
    if (!best || (candidate.firstVerifiedAt?.getTime() ?? 0) > (best.firstVerifiedAt?.getTime() ?? 0)) {
      best = candidate;
    }
  }
  return best;
}

const OAUTH_VIEWS = ['google', 'twitter', 'discord', 'github', 'spotify', 'instagram', 'tiktok', 'linkedin', 'apple'] as const;

export function withViews(user: User): PorticoUser {
  const email = latestAccountOf(user, 'email');
  const phone = latestAccountOf(user, 'phone');
  const views: UserViews = {
    ...(email && { email: { address: email.address } }),
    ...(phone && { phone: { number: phone.number } }),
  };
  const wallet = latestAccountOf(user, 'wallet');
  if (wallet) views.wallet = wallet;
  for (const provider of OAUTH_VIEWS) {
    const account = latestAccountOf(user, `${provider}_oauth`);
    if (account) views[provider] = account;
  }
  const farcaster = latestAccountOf(user, 'farcaster');
  if (farcaster) views.farcaster = farcaster;
  const telegram = latestAccountOf(user, 'telegram');
  if (telegram) views.telegram = telegram;
  return { ...user, ...views };
}
