import { base64urlnopad } from '@scure/base';
import { getAddress } from 'viem';
import { SOLANA_MAINNET_CHAIN_ID, toSeconds, type LinkedAccountWire, type UserWire } from '../../../schemas';
import type { EmulatorContext } from '../context';
import { ApiError, invalidData } from '../../shared/http-error';
import type { EmbeddedWalletRecord, UserRecord } from '../../shared/records';
import { findUserByAccount, saveUserAndAnswer, verifiedNow } from '../users';
import type { DeviceProof } from './device-proof';
import { withDevice } from './devices';
import { isWrappedKey } from '../kms/key-service';
import { generateRecoveryKey } from './keys/recovery-encryption';
import { parseEnvelope } from './keys/recovery-envelope';
import { RecoveryDecryptionError } from './keys/recovery-error';
import { isSolanaAddress } from './keys/solana-wallet';
import { SHARE_LENGTH, type RecoveryMethod } from './requests';

/** The provider's side of embedded wallets: the shares it keeps, the recovery keys it issues, the wallet accounts. */

type WalletAccountWire = Extract<LinkedAccountWire, { type: 'wallet' }>;

/** The provider's own wallet client name (the spec's "provider's own value for embedded"). */
const EMBEDDED_WALLET_CLIENT = 'privy';

/** A recovery key not used to register shares within this time is dropped. */
export const RECOVERY_KEY_TTL_MS = 5 * 60_000;

/** One spelling per address: an Ethereum address's letter case is only its checksum, a Solana address's is its value. */
const addressId = (address: string) => (isSolanaAddress(address) ? address : address.toLowerCase());

const walletKey = (appId: string, address: string) => `${appId}:${addressId(address)}`;

/** Per user too, so nobody can replace a key another user is about to seal with. */
const pendingKeyId = (user: UserRecord, address: string) => `${walletKey(user.app_id, address)}:${user.id}`;

const notFound = () => new ApiError(404, 'embedded_wallet_not_found', 'Embedded wallet not found');

/** Spec section 5: a Solana wallet has automatic recovery only, so a user who has one never gets a user-owned method. */
const unsupportedRecovery = (message: string) => new ApiError(400, 'unsupported_recovery_method', message);

/** The user's own wallet at `address`; another user's wallet is answered as missing, so it leaks nothing. */
export function findOwnWallet(ctx: EmulatorContext, user: UserRecord, address: string): EmbeddedWalletRecord {
  const wallet = ctx.repo.get('embedded_wallets', walletKey(user.app_id, address));
  if (!wallet || wallet.user_id !== user.id) throw notFound();
  return wallet;
}

/** The user's own wallet at `address`, or undefined where none is kept yet; another user's is answered as missing. */
export function findOwnWalletIfAny(ctx: EmulatorContext, user: UserRecord, address: string): EmbeddedWalletRecord | undefined {
  const wallet = ctx.repo.get('embedded_wallets', walletKey(user.app_id, address));
  if (wallet && wallet.user_id !== user.id) throw notFound();
  return wallet;
}

/** Adds a device to the wallet's trusted ones (a recovery on a new device). */
export function registerDevice(ctx: EmulatorContext, user: UserRecord, wallet: EmbeddedWalletRecord, device: DeviceProof): void {
  ctx.repo.put('embedded_wallets', walletKey(user.app_id, wallet.address), withDevice(wallet, device, ctx.now()));
}

/**
 * A fresh key for the frame to seal a `privy` (automatic) recovery share with, for an address that is new or the user's own.
 * The provider keeps it wrapped by the key service, bound to this user and address, so its database alone opens nothing.
 */
export function issueRecoveryKey(ctx: EmulatorContext, user: UserRecord, address: string): string {
  const existing = ctx.repo.get('embedded_wallets', walletKey(user.app_id, address));
  if (existing && existing.user_id !== user.id) throw notFound();
  const key = generateRecoveryKey();
  const wrapped = ctx.keyService.wrap(key, { appId: user.app_id, userId: user.id, walletAddress: address });
  ctx.repo.put('embedded_recovery_keys', pendingKeyId(user, address), { key: wrapped, expires_at: ctx.now() + RECOVERY_KEY_TTL_MS });
  return base64urlnopad.encode(key);
}

/** The wrapped key issued to this user for this address (spent here), or null for the methods whose key the provider never holds. */
function takeRecoveryKey(ctx: EmulatorContext, user: UserRecord, address: string, method: RecoveryMethod): string | null {
  const id = pendingKeyId(user, address);
  const issued = ctx.repo.get('embedded_recovery_keys', id);
  ctx.repo.delete('embedded_recovery_keys', id);
  if (method !== 'privy') return null;
  if (!issued || issued.expires_at <= ctx.now()) {
    throw invalidData('No live recovery key was issued for this address: ask recovery_key first');
  }
  return issued.key;
}

/** The key that opens the wallet's automatic recovery share, unwrapped by the key service for `reason` (audited). */
export function openRecoveryKey(ctx: EmulatorContext, user: UserRecord, wallet: EmbeddedWalletRecord, reason: string): string | undefined {
  if (wallet.recovery_key === null) return undefined;
  // Records written before the key service kept the key itself.
  if (!isWrappedKey(wallet.recovery_key)) return wallet.recovery_key;
  const context = { appId: user.app_id, userId: user.id, walletAddress: wallet.address, reason };
  return base64urlnopad.encode(ctx.keyService.unwrap(wallet.recovery_key, context));
}

/** The envelope must be one (v1) and sealed the way its method says: by a password, or by a key (the provider's or the drive's). */
function assertEnvelopeFits(envelope: string, method: RecoveryMethod): void {
  try {
    const { kdf } = parseEnvelope(envelope);
    if (kdf !== (method === 'user-passcode' ? 'pbkdf2-sha256' : 'none')) {
      throw invalidData(`The recovery share is not sealed for ${method}`);
    }
  } catch (error) {
    if (error instanceof RecoveryDecryptionError) throw invalidData('Invalid encrypted_recovery_share');
    throw error;
  }
}

export interface SharesInput {
  address: string;
  recovery_method: RecoveryMethod;
  auth_share: string;
  encrypted_recovery_share: string;
  device_share_x: number;
}

export interface AdditionalWalletInput {
  primary_address: string;
  wallet_index: number;
  address: string;
}

/** The shares of a wallet with automatic recovery, which an import and a Solana wallet of its own seed always have. */
export type AutomaticSharesInput = Omit<SharesInput, 'recovery_method'>;

export interface AdditionalSolanaWalletInput {
  primary_address: string;
  address: string;
}

type AccountFields = Pick<EmbeddedWalletRecord, 'address' | 'wallet_index' | 'recovery_method' | 'imported'>;

const embeddedWalletAccount = (wallet: AccountFields, nowSeconds: number): WalletAccountWire => ({
  type: 'wallet',
  id: null,
  address: wallet.address,
  imported: wallet.imported === true,
  delegated: false,
  ...(isSolanaAddress(wallet.address)
    ? { chain_type: 'solana' as const, chain_id: SOLANA_MAINNET_CHAIN_ID }
    : { chain_type: 'ethereum' as const, chain_id: 'eip155:1' }),
  wallet_client: EMBEDDED_WALLET_CLIENT,
  wallet_client_type: EMBEDDED_WALLET_CLIENT,
  connector_type: 'embedded',
  recovery_method: wallet.recovery_method,
  wallet_index: wallet.wallet_index,
  public_key: null,
  ...verifiedNow(nowSeconds),
});

const isEmbeddedAccount = (account: LinkedAccountWire): account is WalletAccountWire =>
  account.type === 'wallet' && account.wallet_client_type === EMBEDDED_WALLET_CLIENT;

const isSolanaAccount = (account: WalletAccountWire) => account.chain_type === 'solana';

/** The Ethereum accounts of the user's seed: the primary wallet and its further HD indexes (not imported keys). */
const hdAccounts = (user: UserRecord) =>
  user.linked_accounts.filter(isEmbeddedAccount).filter((account) => !account.imported && !isSolanaAccount(account));

const primaryAccountOf = (user: UserRecord) => hdAccounts(user).find((account) => account.wallet_index === 0);

const solanaAccountOf = (user: UserRecord) => user.linked_accounts.filter(isEmbeddedAccount).find(isSolanaAccount);

function assertRecoveryAllowed(user: UserRecord, method: RecoveryMethod): void {
  if (method !== 'privy' && solanaAccountOf(user)) {
    throw unsupportedRecovery('A user with a Solana wallet can only have automatic recovery.');
  }
}

/** Refuses an address a wallet account or embedded wallet of this app already has: the user's own, or another user's. */
function assertAddressFree(ctx: EmulatorContext, user: UserRecord, address: string): void {
  const owner =
    ctx.repo.get('embedded_wallets', walletKey(user.app_id, address))?.user_id ??
    findUserByAccount(ctx.repo, user.app_id, 'wallet', address.toLowerCase())?.id;
  if (owner === undefined) return;
  if (owner === user.id) throw new ApiError(400, 'embedded_wallet_already_exists', 'This wallet already exists.');
  throw new ApiError(400, 'linked_to_another_user', 'This account has already been linked to another user.');
}

/** Adds the account of a wallet whose key the shares of another (its seed's primary) open. */
function addAccount(ctx: EmulatorContext, user: UserRecord, wallet: AccountFields): UserWire {
  const account = embeddedWalletAccount(wallet, toSeconds(ctx.now()));
  return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts: [...user.linked_accounts, account] });
}

/** Stores a wallet's shares, with the device that made them as its first, and adds its account to the user, at once. */
function registerWallet(ctx: EmulatorContext, user: UserRecord, wallet: EmbeddedWalletRecord, device: DeviceProof): UserWire {
  const account = embeddedWalletAccount(wallet, toSeconds(ctx.now()));
  return ctx.repo.transaction(() => {
    ctx.repo.put('embedded_wallets', walletKey(user.app_id, wallet.address), withDevice(wallet, device, ctx.now()));
    return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts: [...user.linked_accounts, account] });
  });
}

/** Checks the address is free and the envelope sealed for its method, then registers the shares under `wallet`. */
function registerShares(
  ctx: EmulatorContext,
  user: UserRecord,
  input: SharesInput,
  device: DeviceProof,
  wallet: Pick<EmbeddedWalletRecord, 'address' | 'wallet_index' | 'imported'>,
): UserWire {
  assertAddressFree(ctx, user, input.address);
  assertEnvelopeFits(input.encrypted_recovery_share, input.recovery_method);
  return registerWallet(ctx, user, {
    user_id: user.id,
    ...wallet,
    recovery_method: input.recovery_method,
    auth_share: input.auth_share,
    encrypted_recovery_share: input.encrypted_recovery_share,
    recovery_key: takeRecoveryKey(ctx, user, input.address, input.recovery_method),
    device_share_x: input.device_share_x,
  }, device);
}

/** Registers a new wallet's provider-held shares and adds its wallet account; one primary wallet per user. */
export function createEmbeddedWallet(
  ctx: EmulatorContext,
  user: UserRecord,
  input: SharesInput & { wallet_index: number },
  device: DeviceProof,
): UserWire {
  // 400, not 409: clients retry 409 (spec section 7), and a retry cannot succeed.
  if (primaryAccountOf(user)) {
    throw new ApiError(400, 'embedded_wallet_already_exists', 'User already has an embedded wallet.');
  }
  assertRecoveryAllowed(user, input.recovery_method);
  return registerShares(ctx, user, input, device, { address: getAddress(input.address), wallet_index: input.wallet_index, imported: false });
}

/**
 * Adds the account of a further HD wallet of the primary's seed (spec section 4: the highest existing index plus one).
 * The provider cannot check the address belongs to that index (it never holds the seed): the frame derived it.
 */
export function createAdditionalWallet(ctx: EmulatorContext, user: UserRecord, input: AdditionalWalletInput): UserWire {
  const primary = findOwnWallet(ctx, user, input.primary_address);
  if (primary.imported) throw invalidData('primary_address is an imported wallet, which has no further HD wallets');
  const next = Math.max(0, ...hdAccounts(user).map((account) => account.wallet_index ?? 0)) + 1;
  if (input.wallet_index !== next) throw invalidData(`wallet_index must be ${next}: the highest existing index plus one`);
  assertAddressFree(ctx, user, input.address);
  return addAccount(ctx, user, { address: getAddress(input.address), wallet_index: next, recovery_method: primary.recovery_method, imported: false });
}

/** Registers an imported key's shares (automatic recovery, index 0) and its `imported` account. */
export function importEmbeddedWallet(ctx: EmulatorContext, user: UserRecord, input: AutomaticSharesInput, device: DeviceProof): UserWire {
  return registerShares(ctx, user, { ...input, recovery_method: 'privy' }, device, { address: getAddress(input.address), wallet_index: 0, imported: true });
}

/** Spec section 5: one Solana wallet per user, and none beside an Ethereum wallet with user-owned recovery. */
function assertSolanaWalletAllowed(user: UserRecord): void {
  const accounts = user.linked_accounts.filter(isEmbeddedAccount);
  if (accounts.some(isSolanaAccount)) throw new ApiError(400, 'embedded_wallet_already_exists', 'User already has a Solana wallet.');
  if (accounts.some((account) => account.recovery_method !== 'privy')) {
    throw unsupportedRecovery('A Solana wallet needs automatic recovery, and this user’s Ethereum wallet has user-owned recovery.');
  }
}

/**
 * Registers the shares of a Solana wallet made from a seed of its own (automatic recovery, index 0). A user with a
 * primary Ethereum wallet gets the Solana wallet of that wallet's seed instead (createAdditionalSolanaWallet).
 */
export function createSolanaWallet(ctx: EmulatorContext, user: UserRecord, input: AutomaticSharesInput, device: DeviceProof): UserWire {
  assertSolanaWalletAllowed(user);
  if (primaryAccountOf(user)) {
    throw invalidData('This user’s Solana wallet comes from its primary Ethereum wallet’s seed: POST /solana/additional');
  }
  return registerShares(ctx, user, { ...input, recovery_method: 'privy' }, device, { address: input.address, wallet_index: 0, imported: false });
}

/**
 * Adds the account of the Solana wallet of the primary's seed (m/44'/501'/0'/0'). Like a further HD wallet it has no
 * shares or record of its own, and the provider cannot check the address (the frame derived it).
 */
export function createAdditionalSolanaWallet(ctx: EmulatorContext, user: UserRecord, input: AdditionalSolanaWalletInput): UserWire {
  assertSolanaWalletAllowed(user);
  const primary = findOwnWallet(ctx, user, input.primary_address);
  if (primary.imported) throw invalidData('primary_address is an imported wallet, which has no seed');
  assertAddressFree(ctx, user, input.address);
  return addAccount(ctx, user, { address: input.address, wallet_index: 0, recovery_method: 'privy', imported: false });
}

/**
 * The address the user's Solana wallet's shares are kept under: its own for a wallet of its own seed (which has a
 * record), else its user's primary Ethereum wallet's. That link needs no record: a user has one primary, never replaced,
 * and a Solana wallet without shares of its own was made from it.
 */
export function solanaSharesAddress(ctx: EmulatorContext, user: UserRecord, address: string): string {
  if (solanaAccountOf(user)?.address !== address) throw notFound();
  if (ctx.repo.get('embedded_wallets', walletKey(user.app_id, address))) return address;
  const primary = primaryAccountOf(user);
  if (!primary) throw notFound();
  return primary.address;
}

/**
 * Replaces both provider-held shares (a re-split) under a possibly new recovery method. The accounts follow: the
 * seed's Ethereum accounts for the primary (its shares open every index), its own for an imported key or a Solana
 * wallet of its own seed. A Solana account's method is always `privy` (assertRecoveryAllowed).
 */
export function replaceShares(ctx: EmulatorContext, user: UserRecord, input: SharesInput): UserWire {
  const current = findOwnWallet(ctx, user, input.address);
  const imported = current.imported === true;
  // A share of the other kind would rebuild bytes the frame reads as the other kind of wallet.
  if (input.auth_share.length !== SHARE_LENGTH[imported ? 'imported' : 'hd']) {
    throw invalidData(`auth_share is not a share of ${imported ? 'an imported' : 'an HD'} wallet`);
  }
  assertEnvelopeFits(input.encrypted_recovery_share, input.recovery_method);
  assertRecoveryAllowed(user, input.recovery_method);
  const wallet: EmbeddedWalletRecord = {
    ...current,
    recovery_method: input.recovery_method,
    auth_share: input.auth_share,
    encrypted_recovery_share: input.encrypted_recovery_share,
    recovery_key: takeRecoveryKey(ctx, user, input.address, input.recovery_method),
    device_share_x: input.device_share_x,
  };
  const ownOnly = imported || isSolanaAddress(input.address);
  const follows = (account: WalletAccountWire) =>
    ownOnly ? addressId(account.address) === addressId(input.address) : !account.imported && !isSolanaAccount(account);
  const linked_accounts = user.linked_accounts.map((account) =>
    isEmbeddedAccount(account) && follows(account) ? { ...account, recovery_method: input.recovery_method } : account,
  );
  return ctx.repo.transaction(() => {
    ctx.repo.put('embedded_wallets', walletKey(user.app_id, input.address), wallet);
    return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts });
  });
}
