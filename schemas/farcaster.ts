import * as z from 'zod/mini';
import { LOGIN_MODES, optionalToken } from './requests';

/**
 * Farcaster's request bodies and answers (section 7 of the login document). Not re-exported by schemas/index: only
 * the Farcaster plugin and the emulator import them.
 */

/** The header GET /api/v1/farcaster/status reads the channel token from. */
export const FARCASTER_CHANNEL_HEADER = 'farcaster-channel-token';

const channelToken = z.string().check(z.minLength(1), z.maxLength(256));
const fid = z.int().check(z.gt(0));
/** A Sign-In With Farcaster message: SIWE text with Farcaster's resources line. */
const message = z.string().check(z.minLength(1), z.maxLength(4096));
const signature = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/));
/** An Ed25519 public key: 0x and 32 bytes in hex. */
const ed25519PublicKey = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));

export const FarcasterInitRequest = z.object({ token: optionalToken });
export const FarcasterInitAnswer = z.object({ connect_uri: z.string(), channel_token: z.string() });
export type FarcasterInitAnswer = z.infer<typeof FarcasterInitAnswer>;

/** The relay channel: `pending` until the person approved in their Farcaster app, then `completed` with the proof. */
export const FarcasterStatusAnswer = z.object({
  state: z.enum(['pending', 'completed']),
  nonce: z.optional(z.string()),
  message: z.optional(z.string()),
  signature: z.optional(z.string()),
  fid: z.optional(z.number()),
  username: z.optional(z.string()),
  display_name: z.optional(z.string()),
  bio: z.optional(z.string()),
  pfp_url: z.optional(z.string()),
});
export type FarcasterStatusAnswer = z.infer<typeof FarcasterStatusAnswer>;

const proof = { channel_token: channelToken, message, signature, fid };
export const FarcasterAuthenticateRequest = z.object({ ...proof, mode: z._default(z.enum(LOGIN_MODES), 'login-or-sign-up') });
export const FarcasterLinkRequest = z.object(proof);
export const FarcasterUnlinkRequest = z.object({ fid });

export const FarcasterSignerStatusRequest = z.object({ ed25519_public_key: ed25519PublicKey });
const FARCASTER_SIGNER_STATUSES = ['pending_approval', 'approved', 'revoked'] as const;
export const FarcasterSignerAnswer = z.object({
  public_key: z.string(),
  status: z.enum(FARCASTER_SIGNER_STATUSES),
  signer_approval_url: z.optional(z.string()),
});
export type FarcasterSignerAnswer = z.infer<typeof FarcasterSignerAnswer>;
