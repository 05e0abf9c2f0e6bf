import type {
  FarcasterAccount,
  LinkedAccount,
  OAuthAccount,
  PasskeyAccount,
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

/** Section 3.2: authenticator name, else "browser on OS", else the browser, else "Unknown device". */
export function passkeyDeviceLabel(passkey: PasskeyAccount): string {
  if (passkey.authenticatorName) return passkey.authenticatorName;
  if (passkey.createdWithBrowser && passkey.createdWithOs) {
    return `${passkey.createdWithBrowser} on ${passkey.createdWithOs}`;
  }
  return passkey.createdWithBrowser || 'Unknown device';
}

export const EMBEDDED_WALLET_CLIENT = 'privy';

/** Section 6: an unimported Ethereum wallet of the provider's embedded client with wallet index 0. */
export function primaryEmbeddedWallet(user: User): WalletAccount | undefined {
  return user.linkedAccounts.find(
    (a): a is WalletAccount =>
      a.type === 'wallet' &&
      !a.imported &&
      a.chainType === 'ethereum' &&
      a.walletClientType === EMBEDDED_WALLET_CLIENT &&
      a.walletIndex === 0,
  );
}

/** The user's embedded Solana wallets (section 5 allows one): those of the provider's embedded client on Solana. */
export function embeddedSolanaWallets(user: User): WalletAccount[] {
  return user.linkedAccounts.filter(
    (a): a is WalletAccount => a.type === 'wallet' && a.chainType === 'solana' && a.walletClientType === EMBEDDED_WALLET_CLIENT,
  );
}
