import { randomBytes } from 'node:crypto';
import type { FarcasterStatusAnswer } from '../../../schemas/farcaster';
import type { ServiceContext } from '../../shared/context';
import { dropExpired } from '../../shared/expiry';
import { invalidCredentials } from '../../shared/http-error';
import { takeRateLimitSlot } from '../../shared/rate-limit';
import type { FarcasterAccountRecord, FarcasterChannelRecord } from '../../shared/records';

/**
 * The stand-in for Farcaster's relay: a channel farcaster/init opens, the Farcaster app completes with a signed
 * message once the person approves, status reports, and authenticate or link spend once.
 */

/** Long enough to scan the code and approve, short enough that a leaked channel token is soon worthless. */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60 * 1000;
const INIT_LIMIT = { limit: 20, windowMs: 60 * 1000 };

/** The Farcaster app's page for a channel: connect_uri, shown as a QR code or an "open the app" link. */
export const CONNECT_PAGE_PATH = '/dev/farcaster/connect';
export const connectPagePath = (token: string) => `${CONNECT_PAGE_PATH}?channel_token=${encodeURIComponent(token)}`;

const unknownChannel = () => invalidCredentials('Unknown or expired Farcaster channel: start again with farcaster/init');

/** A new pending channel for the page at `origin`; answers its token. */
export function openChannel(ctx: ServiceContext, appId: string, origin: string): string {
  const nowMs = ctx.now();
  takeRateLimitSlot(ctx.repo, `farcaster:${appId}`, INIT_LIMIT, nowMs);
  dropExpired(ctx, 'farcaster_channels');
  const token = randomBytes(24).toString('base64url');
  // Hex: SIWE's nonce grammar is alphanumeric.
  const nonce = randomBytes(16).toString('hex');
  const expires_at = nowMs + FARCASTER_CHANNEL_TTL_MS;
  ctx.repo.put('farcaster_channels', token, { app_id: appId, origin, nonce, issued_at: nowMs, expires_at, state: 'pending' });
  return token;
}

/** A channel that has not expired, whatever its state. */
export function findLiveChannel(ctx: ServiceContext, token: string): FarcasterChannelRecord | undefined {
  const record = ctx.repo.get('farcaster_channels', token);
  return record && record.expires_at > ctx.now() ? record : undefined;
}

/** What status answers for one of the app's live channels. */
export function channelStatus(ctx: ServiceContext, appId: string, token: string): FarcasterStatusAnswer {
  const record = findLiveChannel(ctx, token);
  if (!record || record.app_id !== appId) throw unknownChannel();
  if (record.state !== 'completed' || !record.result) return { state: 'pending', nonce: record.nonce };
  return { state: 'completed', nonce: record.nonce, ...record.result };
}

/** Only a pending channel takes the person's answer in the Farcaster app. */
function settle(ctx: ServiceContext, token: string, outcome: Pick<FarcasterChannelRecord, 'state' | 'result'>): void {
  const record = findLiveChannel(ctx, token);
  if (record?.state === 'pending') ctx.repo.put('farcaster_channels', token, { ...record, ...outcome });
}

/** The person approved as `account` and the Farcaster app signed: status now hands the proof and profile out. */
export function completeChannel(
  ctx: ServiceContext,
  token: string,
  account: FarcasterAccountRecord,
  signed: { message: string; signature: string },
): void {
  const { fid, username, display_name, bio, pfp_url } = account;
  // Status's profile fields are optional strings: an empty one is left out.
  const profile = { ...(display_name && { display_name }), ...(bio && { bio }), ...(pfp_url && { pfp_url }) };
  settle(ctx, token, { state: 'completed', result: { ...signed, fid, username, ...profile } });
}

/** Rejected: status stays pending, as Farcaster's relay never tells the client; the client's wait times out. */
export const rejectChannel = (ctx: ServiceContext, token: string): void => settle(ctx, token, { state: 'rejected' });

/**
 * Takes one of the app's completed channels for authenticate or link: spent by this attempt whatever its outcome,
 * as a SIWE nonce is, so a replayed proof never logs in. A pending channel is not spent: nothing was proven yet.
 */
export function spendChannel(ctx: ServiceContext, appId: string, token: string): FarcasterChannelRecord {
  const stored = ctx.repo.get('farcaster_channels', token);
  if (!stored || stored.app_id !== appId) throw unknownChannel();
  if (stored.expires_at <= ctx.now()) throw invalidCredentials('The Farcaster channel expired: start again with farcaster/init');
  if (stored.used_at !== undefined) throw invalidCredentials('The Farcaster channel was already used: start again with farcaster/init');
  if (stored.state !== 'completed') throw invalidCredentials('The Farcaster channel is not completed: approve in the Farcaster app first');
  const spent = { ...stored, used_at: ctx.now() };
  ctx.repo.put('farcaster_channels', token, spent);
  return spent;
}
