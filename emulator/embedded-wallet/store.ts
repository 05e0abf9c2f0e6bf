import { getAddress } from 'viem';
import { toSeconds, type LinkedAccountWire, type UserWire } from '../../schemas';
import type { EmulatorContext } from '../context';
import { ApiError, invalidData } from '../http-error';
import type { EmbeddedWalletRecord, UserRecord } from '../records';
import { saveUserAndAnswer, verifiedNow } from '../users';
import { toBase64Url } from './keys/base64url';
import { generateRecoveryKey } from './keys/recovery-encryption';
import { parseEnvelope } from './keys/recovery-envelope';
import { RecoveryDecryptionError } from './keys/recovery-error';
import type { RecoveryMethod } from './requests';

/** The provider's side of embedded wallets: the shares it keeps, the recovery keys it issues, the wallet account. */

type WalletAccountWire = Extract<LinkedAccountWire, { type: 'wallet' }>;

/** The provider's own wallet client name (the spec's "provider's own value for embedded"). */
export const EMBEDDED_WALLET_CLIENT = 'privy';

/** A recovery key not used to register shares within this time is dropped. */
export const RECOVERY_KEY_TTL_MS = 5 * 60_000;

const walletKey = (appId: string, address: string) => `${appId}:${address.toLowerCase()}`;

/** Per user too, so nobody can replace a key another user is about to seal with. */
const pendingKeyId = (user: UserRecord, address: string) => `${walletKey(user.app_id, address)}:${user.id}`;

const notFound = () => new ApiError(404, 'embedded_wallet_not_found', 'Embedded wallet not found');

/** The user's own wallet at `address`; another user's wallet is answered as missing, so it leaks nothing. */
export function findOwnWallet(ctx: EmulatorContext, user: UserRecord, address: string): EmbeddedWalletRecord {
  const wallet = ctx.repo.get('embedded_wallets', walletKey(user.app_id, address));
  if (!wallet || wallet.user_id !== user.id) throw notFound();
  return wallet;
}

/**
 * A fresh key for the frame to seal a `privy` (automatic) recovery share with, for an address that is new or the user's own.
 * The provider keeps it, so the frame never sends it back: create and set-recovery take it from here.
 */
export function issueRecoveryKey(ctx: EmulatorContext, user: UserRecord, address: string): string {
  const existing = ctx.repo.get('embedded_wallets', walletKey(user.app_id, address));
  if (existing && existing.user_id !== user.id) throw notFound();
  const key = toBase64Url(generateRecoveryKey());
  ctx.repo.put('embedded_recovery_keys', pendingKeyId(user, address), { key, expires_at: ctx.now() + RECOVERY_KEY_TTL_MS });
  return key;
}

/** The key issued to this user for this address (spent here), or null for the methods whose key the provider never holds. */
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
}

const embeddedWalletAccount = (wallet: EmbeddedWalletRecord, nowSeconds: number): WalletAccountWire => ({
  type: 'wallet',
  id: null,
  address: wallet.address,
  imported: false,
  delegated: false,
  chain_type: 'ethereum',
  chain_id: 'eip155:1',
  wallet_client: EMBEDDED_WALLET_CLIENT,
  wallet_client_type: EMBEDDED_WALLET_CLIENT,
  connector_type: 'embedded',
  recovery_method: wallet.recovery_method,
  wallet_index: wallet.wallet_index,
  public_key: null,
  ...verifiedNow(nowSeconds),
});

const isEmbeddedAccount = (account: LinkedAccountWire, address: string) =>
  account.type === 'wallet' &&
  account.wallet_client_type === EMBEDDED_WALLET_CLIENT &&
  account.address.toLowerCase() === address.toLowerCase();

/** Registers a new wallet's provider-held shares and adds its wallet account; one primary wallet per user. */
export function createEmbeddedWallet(ctx: EmulatorContext, user: UserRecord, input: SharesInput & { wallet_index: number }): UserWire {
  const hasPrimary = user.linked_accounts.some(
    (account) => account.type === 'wallet' && account.wallet_client_type === EMBEDDED_WALLET_CLIENT && account.wallet_index === 0,
  );
  // 400, not 409: clients retry 409 (spec section 7), and a retry cannot succeed.
  if (hasPrimary) throw new ApiError(400, 'embedded_wallet_already_exists', 'User already has an embedded wallet.');
  const id = walletKey(user.app_id, input.address);
  if (ctx.repo.get('embedded_wallets', id)) {
    throw new ApiError(400, 'linked_to_another_user', 'This account has already been linked to another user.');
  }
  assertEnvelopeFits(input.encrypted_recovery_share, input.recovery_method);
  const wallet: EmbeddedWalletRecord = {
    user_id: user.id,
    address: getAddress(input.address),
    wallet_index: input.wallet_index,
    recovery_method: input.recovery_method,
    auth_share: input.auth_share,
    encrypted_recovery_share: input.encrypted_recovery_share,
    recovery_key: takeRecoveryKey(ctx, user, input.address, input.recovery_method),
  };
  const account = embeddedWalletAccount(wallet, toSeconds(ctx.now()));
  return ctx.repo.transaction(() => {
    ctx.repo.put('embedded_wallets', id, wallet);
    return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts: [...user.linked_accounts, account] });
  });
}

/** Replaces both provider-held shares (a re-split) under a possibly new recovery method; the account follows. */
export function replaceShares(ctx: EmulatorContext, user: UserRecord, input: SharesInput): UserWire {
  const current = findOwnWallet(ctx, user, input.address);
  assertEnvelopeFits(input.encrypted_recovery_share, input.recovery_method);
  const wallet: EmbeddedWalletRecord = {
    ...current,
    recovery_method: input.recovery_method,
    auth_share: input.auth_share,
    encrypted_recovery_share: input.encrypted_recovery_share,
    recovery_key: takeRecoveryKey(ctx, user, input.address, input.recovery_method),
  };
  const linked_accounts = user.linked_accounts.map((account) =>
    isEmbeddedAccount(account, input.address) ? { ...account, recovery_method: input.recovery_method } : account,
  );
  return ctx.repo.transaction(() => {
    ctx.repo.put('embedded_wallets', walletKey(user.app_id, input.address), wallet);
    return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts });
  });
}
