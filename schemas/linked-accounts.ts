import * as z from 'zod/mini';
import { OAUTH_PROVIDERS, type OAuthProvider } from './names';
import { fromSeconds } from './time';

const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());
const seconds = z.nullish(z.number());

/** Fields every linked account carries on the wire. */
const base = {
  verified_at: seconds,
  first_verified_at: seconds,
  latest_verified_at: seconds,
};

/** Solana mainnet's CAIP-2 id (its genesis hash, cut to 32 characters); an address is the same on every cluster. */
export const SOLANA_MAINNET_CHAIN_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

export type OAuthAccountType = `${OAuthProvider}_oauth`;

const walletWire = z.object({
  ...base,
  type: z.literal('wallet'),
  id: text,
  address: z.string(),
  imported: flag,
  delegated: flag,
  chain_type: z.nullish(z.enum(['ethereum', 'solana'])),
  chain_id: text,
  wallet_client: text,
  wallet_client_type: text,
  connector_type: text,
  recovery_method: text,
  wallet_index: z.nullish(z.number()),
  public_key: text,
});
const smartWalletWire = z.object({
  ...base,
  type: z.literal('smart_wallet'),
  address: z.string(),
  smart_wallet_type: text,
  smart_wallet_version: text,
});
const emailWire = z.object({ ...base, type: z.literal('email'), address: z.string() });
const phoneWire = z.object({ ...base, type: z.literal('phone'), phoneNumber: z.string() });
const oauthWire = z.object({
  ...base,
  type: z.enum(OAUTH_PROVIDERS.map((p) => `${p}_oauth` as const) as [OAuthAccountType, ...OAuthAccountType[]]),
  subject: z.string(),
  email: text,
  name: text,
  username: text,
  profile_picture_url: text,
  vanity_name: text,
});
const customAuthWire = z.object({ ...base, type: z.literal('custom_auth'), custom_user_id: z.string() });
const addressOnly = z.object({ address: z.string() });
const crossAppWire = z.object({
  ...base,
  type: z.literal('cross_app'),
  subject: z.string(),
  embedded_wallets: z._default(z.array(addressOnly), []),
  smart_wallets: z._default(z.array(addressOnly), []),
  provider_app_id: z.string(),
});
const farcasterWire = z.object({
  ...base,
  type: z.literal('farcaster'),
  fid: z.number(),
  owner_address: z.string(),
  display_name: text,
  username: text,
  bio: text,
  profile_picture_url: text,
  homepage_url: text,
  signer_public_key: text,
});
const passkeyWire = z.object({
  ...base,
  type: z.literal('passkey'),
  credential_id: z.string(),
  public_key: text,
  enrolled_in_mfa: flag,
  authenticator_name: text,
  created_with_device: text,
  created_with_os: text,
  created_with_browser: text,
});
const telegramWire = z.object({
  ...base,
  type: z.literal('telegram'),
  telegram_user_id: z.string(),
  first_name: text,
  last_name: text,
  username: text,
  photo_url: text,
});
const guestWire = z.object({ ...base, type: z.literal('guest') });

/** One wire schema per known account type; anything else is skipped by the mapper. */
export const LinkedAccountWire = z.discriminatedUnion('type', [
  walletWire,
  smartWalletWire,
  emailWire,
  phoneWire,
  oauthWire,
  customAuthWire,
  crossAppWire,
  farcasterWire,
  passkeyWire,
  telegramWire,
  guestWire,
]);
export type LinkedAccountWire = z.input<typeof LinkedAccountWire>;

const KNOWN_TYPES = new Set<string>([
  'wallet',
  'smart_wallet',
  'email',
  'phone',
  'custom_auth',
  'cross_app',
  'farcaster',
  'passkey',
  'telegram',
  'guest',
  ...OAUTH_PROVIDERS.map((p) => `${p}_oauth`),
]);

export function isKnownAccountType(type: unknown): boolean {
  return typeof type === 'string' && KNOWN_TYPES.has(type);
}

interface AccountTimes {
  verifiedAt: Date | null;
  firstVerifiedAt: Date | null;
  latestVerifiedAt: Date | null;
}

export interface WalletAccount extends AccountTimes {
  type: 'wallet';
  id: string | null;
  address: string;
  imported: boolean;
  delegated: boolean;
  chainType: 'ethereum' | 'solana';
  chainId: string | null;
  walletClient: string;
  walletClientType: string | null;
  connectorType: string | null;
  recoveryMethod: string | null;
  walletIndex: number | null;
  publicKey: string | null;
}
export interface SmartWalletAccount extends AccountTimes {
  type: 'smart_wallet';
  address: string;
  smartWalletType: string | null;
  smartWalletVersion: string | null;
}
export interface EmailAccount extends AccountTimes {
  type: 'email';
  address: string;
}
export interface PhoneAccount extends AccountTimes {
  type: 'phone';
  number: string;
}
export interface OAuthAccount extends AccountTimes {
  type: OAuthAccountType;
  subject: string;
  email: string | null;
  name: string | null;
  username: string | null;
  profilePictureUrl: string | null;
  vanityName: string | null;
}
export interface CustomAuthAccount extends AccountTimes {
  type: 'custom_auth';
  customUserId: string;
}
export interface CrossAppAccount extends AccountTimes {
  type: 'cross_app';
  subject: string;
  embeddedWallets: { address: string }[];
  smartWallets: { address: string }[];
  providerApp: { id: string };
}
export interface FarcasterAccount extends AccountTimes {
  type: 'farcaster';
  fid: number;
  ownerAddress: string;
  displayName: string | null;
  username: string | null;
  bio: string | null;
  pfp: string | null;
  url: string | null;
  signerPublicKey: string | null;
}
export interface PasskeyAccount extends AccountTimes {
  type: 'passkey';
  credentialId: string;
  publicKey: string | null;
  enrolledInMfa: boolean;
  authenticatorName: string | null;
  createdWithDevice: string | null;
  createdWithOs: string | null;
  createdWithBrowser: string | null;
}
export interface TelegramAccount extends AccountTimes {
  type: 'telegram';
  telegramUserId: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
}
export interface GuestAccount extends AccountTimes {
  type: 'guest';
}

export type LinkedAccount =
  | WalletAccount
  | SmartWalletAccount
  | EmailAccount
  | PhoneAccount
  | OAuthAccount
  | CustomAuthAccount
  | CrossAppAccount
  | FarcasterAccount
  | PasskeyAccount
  | TelegramAccount
  | GuestAccount;
export type LinkedAccountType = LinkedAccount['type'];

type ParsedWire = z.output<typeof LinkedAccountWire>;

/** Wire -> domain for one account that already passed LinkedAccountWire. */
export function toLinkedAccount(wire: ParsedWire): LinkedAccount {
  const times: AccountTimes = {
    verifiedAt: fromSeconds(wire.verified_at),
    firstVerifiedAt: fromSeconds(wire.first_verified_at),
    latestVerifiedAt: fromSeconds(wire.latest_verified_at),
  };
  switch (wire.type) {
    case 'wallet':
      return {
        ...times,
        type: 'wallet',
        id: wire.id ?? null,
        address: wire.address,
        imported: wire.imported ?? false,
        delegated: wire.delegated ?? false,
        chainType: wire.chain_type ?? 'ethereum',
        chainId: wire.chain_id ?? null,
        walletClient: wire.wallet_client ?? 'unknown',
        walletClientType: wire.wallet_client_type ?? null,
        connectorType: wire.connector_type ?? null,
        recoveryMethod: wire.recovery_method ?? null,
        walletIndex: wire.wallet_index ?? null,
        publicKey: wire.public_key ?? null,
      };
    case 'smart_wallet':
      return {
        ...times,
        type: 'smart_wallet',
        address: wire.address,
        smartWalletType: wire.smart_wallet_type ?? null,
        smartWalletVersion: wire.smart_wallet_version ?? null,
      };
    case 'email':
      return { ...times, type: 'email', address: wire.address };
    case 'phone':
      return { ...times, type: 'phone', number: wire.phoneNumber };
    case 'custom_auth':
      return { ...times, type: 'custom_auth', customUserId: wire.custom_user_id };
    case 'cross_app':
      return {
        ...times,
        type: 'cross_app',
        subject: wire.subject,
        embeddedWallets: wire.embedded_wallets.map(({ address }) => ({ address })),
        smartWallets: wire.smart_wallets.map(({ address }) => ({ address })),
        providerApp: { id: wire.provider_app_id },
      };
    case 'farcaster':
      return {
        ...times,
        type: 'farcaster',
        fid: wire.fid,
        ownerAddress: wire.owner_address,
        displayName: wire.display_name ?? null,
        username: wire.username ?? null,
        bio: wire.bio ?? null,
        pfp: wire.profile_picture_url ?? null,
        url: wire.homepage_url ?? null,
        signerPublicKey: wire.signer_public_key ?? null,
      };
    case 'passkey':
      return {
        ...times,
        type: 'passkey',
        credentialId: wire.credential_id,
        publicKey: wire.public_key ?? null,
        enrolledInMfa: wire.enrolled_in_mfa ?? false,
        authenticatorName: wire.authenticator_name ?? null,
        createdWithDevice: wire.created_with_device ?? null,
        createdWithOs: wire.created_with_os ?? null,
        createdWithBrowser: wire.created_with_browser ?? null,
      };
    case 'telegram':
      return {
        ...times,
        type: 'telegram',
        telegramUserId: wire.telegram_user_id,
        firstName: wire.first_name ?? null,
        lastName: wire.last_name ?? null,
        username: wire.username ?? null,
        photoUrl: wire.photo_url ?? null,
      };
    case 'guest':
      return { ...times, type: 'guest' };
    default:
      return {
        ...times,
        type: wire.type,
        subject: wire.subject,
        email: wire.email ?? null,
        name: wire.name ?? null,
        username: wire.username ?? null,
        profilePictureUrl: wire.profile_picture_url ?? null,
        vanityName: wire.vanity_name ?? null,
      };
  }
}
