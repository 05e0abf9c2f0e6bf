import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../../shared/http-error';
import { hasMfa } from '../mfa/methods';
import { hasLiveProof } from '../mfa/proof';
import { deliverNotice } from '../outbox';
import { takeRateLimitSlot } from '../../shared/rate-limit';
import type { EmbeddedWalletRecord, UserRecord } from '../../shared/records';
import { authenticatedAt } from '../sessions';
import type { DeviceProof } from './device-proof';

/**
 * The devices (wallet frames) a wallet trusts, and the stricter rules of the one path that has no device key yet:
 * making a wallet or recovering it on a new device. See the README's threat model.
 */

/** A new device needs a login this recent (the access token's auth_time), not just a live token. */
export const FRESH_LOGIN_MS = 5 * 60_000;
/** New-device recoveries per user: a stolen fresh token cannot spray them. */
const NEW_DEVICE_RECOVERY_LIMIT = { limit: 3, windowMs: 60 * 60_000 };
/** The oldest registered device is dropped past this many, so the list stays small. */
const MAX_DEVICES = 20;

export const isRegisteredDevice = (wallet: EmbeddedWalletRecord, proof: DeviceProof) =>
  wallet.device_keys?.some((device) => device.jkt === proof.jkt) === true;

/** Refuses a proof whose key this wallet never registered: another browser, a server, or a forged key. */
export function assertRegisteredDevice(wallet: EmbeddedWalletRecord, proof: DeviceProof): void {
  if (!isRegisteredDevice(wallet, proof)) {
    throw new ApiError(401, 'unregistered_device', 'This device is not registered for this wallet: recover the wallet on it first');
  }
}

/** The wallet with the proof's key among its devices (once). */
export function withDevice(wallet: EmbeddedWalletRecord, proof: DeviceProof, nowMs: number): EmbeddedWalletRecord {
  if (isRegisteredDevice(wallet, proof)) return wallet;
  const device = { jkt: proof.jkt, public_jwk: { ...proof.publicJwk }, registered_at: nowMs };
  return { ...wallet, device_keys: [...(wallet.device_keys ?? []), device].slice(-MAX_DEVICES) };
}

/**
 * A new device's call needs the person to have proven who they are within FRESH_LOGIN_MS: a login, or an MFA
 * verification (a live proof lasts that long), so a person with MFA verifies with it rather than logging in again.
 * Otherwise the widget asks them to log in again.
 */
export function assertFreshLogin(ctx: EmulatorContext, c: Context<EmulatorEnv>, user: UserRecord): void {
  if (hasMfa(user) && hasLiveProof(ctx, c, user)) return;
  if (ctx.now() - authenticatedAt(c.get('session')) > FRESH_LOGIN_MS) {
    throw new ApiError(401, 'reauthentication_required', 'Log in again to use your wallet on a new device');
  }
}

/** Counts a new-device recovery against the user's hourly limit (429 too_many_requests past it). */
export const takeRecoverySlot = (ctx: EmulatorContext, user: UserRecord) =>
  takeRateLimitSlot(ctx.repo, `wallet-recovery:${user.app_id}:${user.id}`, NEW_DEVICE_RECOVERY_LIMIT, ctx.now());

/**
 * Tells the owner their wallet was restored on a new device: their signal if it was not them. Sent to the user's
 * email, else their phone; a user with neither has only the server's log.
 */
export function announceRecovery(ctx: EmulatorContext, user: UserRecord, wallet: EmbeddedWalletRecord, pageOrigin: string | undefined): void {
  const at = new Date(ctx.now()).toISOString();
  const notice = `Your wallet was restored on a new device. Wallet ${wallet.address}, at ${at}, from ${pageOrigin ?? 'an unknown page'}. If this was not you, contact the app.`;
  ctx.log(`[recovery] user ${user.id} wallet ${wallet.address} restored on a new device from ${pageOrigin ?? 'an unknown page'}`);
  const email = user.linked_accounts.find((account) => account.type === 'email');
  const phone = user.linked_accounts.find((account) => account.type === 'phone');
  if (email) deliverNotice(ctx, { to: email.address.toLowerCase(), channel: 'email', notice });
  else if (phone) deliverNotice(ctx, { to: phone.phoneNumber, channel: 'sms', notice });
}
