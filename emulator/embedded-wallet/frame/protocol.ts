/**
 * The embedded wallet frame's protocol: how a widget (the host page) talks to the frame the provider serves at
 * GET /apps/{appId}/embedded-wallets?caid={analytics id}&client_id={client id}. The wallet's key exists only inside
 * the frame; the host page sends requests and gets addresses and signatures back, never a share, phrase or key.
 *
 * ## Messages
 * The host adds the frame (hidden) and listens for `message` events whose `origin` is the provider's origin and whose
 * `source` is the frame's window. The frame learns the host's origin from `location.ancestorOrigins[0]` (else
 * `document.referrer`), answers only messages from that origin sent by its parent window, and posts its replies to
 * that origin alone. On load it posts `{ event: 'iframe:ready' }`; the host sends nothing before that.
 *
 * - request: `{ id, event, data }` (`id` a string the host chooses, unique among its pending requests)
 * - reply:   `{ id, event, data }` or `{ id, event, error: { code, message, recoveryMethod? } }`
 * A message that is not a request (no string `id` and `event`) gets no reply.
 *
 * ## Events (`data` -> reply `data`)
 * - `wallet:create` `{ accessToken, recoveryMethod: 'privy' | 'user-passcode' | 'google-drive', recoveryPassword?,
 *   recoveryAccessToken? }` -> `{ address, user }`. New entropy is split 2 of 3: the device share stays in the frame
 *   origin's localStorage, the auth share and the sealed recovery share go to the provider; `user` is the provider's
 *   user with the new `wallet` account. `recoveryPassword` (6+ characters) is required for `user-passcode`,
 *   `recoveryAccessToken` (the drive access token of POST /api/v1/recovery/oauth/authenticate) for `google-drive`.
 *   `privy` is the automatic method (the provider's own name): the provider keeps the recovery key.
 *   `google-drive`: the share is sealed with a random key kept in the user's Google Drive, in the file
 *   `portico-recovery-{lower-case address}.txt` (the key in base64url); the provider keeps no key. A key already in
 *   that file is reused, so a re-split never overwrites the key the provider's current share needs.
 * - `wallet:connect` `{ accessToken, address }` -> `{ address }`: device + auth share rebuild the wallet and its
 *   address is checked. No device share on this device, or one that no longer matches (the wallet was recovered
 *   elsewhere): error `recovery_needed` with `recoveryMethod`, and the stale share is dropped.
 * - `wallet:recover` `{ accessToken, address, recoveryPassword?, recoveryAccessToken? }` -> `{ address }`: auth +
 *   recovery share rebuild the wallet (the password opens a `user-passcode` share, the provider's key a `privy` one,
 *   the key in the drive `recoveryAccessToken` opens a `google-drive` one), then the frame
 *   re-splits it and registers new provider shares, so this device holds a fresh device share and every older one
 *   (say, of the lost device) is worthless. Wrong password: `invalid_recovery_password`.
 * - `wallet:set-recovery` `{ accessToken, address, recoveryMethod, recoveryPassword?, recoveryAccessToken? }`
 *   -> `{ address, user }`: unlocks with device + auth share, re-splits, and seals the new recovery share for the new
 *   method (its secret required as for create).
 * - `wallet:rpc` `{ accessToken, address, hdWalletIndex, request: { method, params } }`
 *   -> `{ response: { method, data } }`. `address` is the primary (index 0) wallet, whose shares are kept; the key
 *   signing is the one at m/44'/60'/0'/0/{hdWalletIndex}. Methods: `personal_sign` `[message, address]` (a hex
 *   message is signed as bytes, other text as UTF-8), `eth_signTypedData_v4` `[address, typedData]` (object or JSON
 *   text), `eth_signTransaction` `[transaction]` (quantities as hex or numbers; `chainId` required) -> the signature
 *   or the signed serialized transaction. Params not an array, or another method: error code 4200.
 * - `wallet:clear` `{ address }` -> `{}`: forgets this device's share of the wallet (the frame keeps no key in memory
 *   between requests).
 *
 * ## Error codes
 * `invalid_request_arguments` (malformed data, unknown event, the method's password or drive token missing),
 * `recovery_needed`, `invalid_recovery_password` ("Invalid recovery password, please try again."), `invalid_share`
 * (the shares do not rebuild the wallet, or the drive holds no recovery key for it), `recovery_oauth_failed`
 * ("Recovery OAuth failed": the drive refused the drive token, expired or unknown), 4200
 * (unsupported wallet request), `error` (unexpected), and the provider's own codes passed through:
 * `embedded_wallet_already_exists`, `embedded_wallet_not_found`, `must_be_authenticated`, `missing_or_invalid_token`.
 *
 * ## Provider routes (called by the frame only, same origin; a request from any other page's origin gets 403)
 * Each needs `privy-app-id` and `Authorization: Bearer {access token}`; bodies are JSON, shares base64url, sealed
 * shares recovery envelopes (keys/recovery-envelope.ts). Another user's wallet answers 404 embedded_wallet_not_found.
 * - `POST /api/v1/embedded_wallets/recovery_key` `{ address }` -> `{ recovery_key }`: a fresh key to seal a
 *   `privy` recovery share with; the next create or set-recovery for the address takes it (within 5 minutes).
 * - `POST /api/v1/embedded_wallets` `{ address, wallet_index: 0, recovery_method, auth_share, encrypted_recovery_share }`
 *   -> the user. A second primary wallet: 400 embedded_wallet_already_exists.
 * - `POST /api/v1/embedded_wallets/shares/auth` `{ address }` -> `{ auth_share }`
 * - `POST /api/v1/embedded_wallets/shares/recovery` `{ address }` -> `{ encrypted_recovery_share, recovery_method,
 *   recovery_key? }` (the key only for `privy`)
 * - `POST /api/v1/embedded_wallets/recovery` `{ address, recovery_method, auth_share, encrypted_recovery_share }`
 *   -> the user: both provider shares replaced (a re-split) under the given method.
 *
 * ## Drive routes (the stand-in Google Drive, same origin; `Authorization: Bearer {recoveryAccessToken}`, else 401)
 * - `PUT /cloud-drive/google-drive/files/{name}` `{ content }` -> `{}`; `GET` the same -> `{ content }`, or 404.
 */
import * as z from 'zod/mini';
import { RECOVERY_METHODS } from '../requests';

export const READY_EVENT = 'iframe:ready';

export const FrameRequest = z.object({ id: z.string().check(z.minLength(1), z.maxLength(128)), event: z.string(), data: z.optional(z.unknown()) });
export type FrameRequest = z.output<typeof FrameRequest>;

export type FrameErrorCode = string | number;

export interface FrameErrorBody {
  code: FrameErrorCode;
  message: string;
  /** With `recovery_needed`: how the wallet can be recovered. */
  recoveryMethod?: RecoveryMethod;
}

export type FrameReply =
  | { id: string; event: string; data: unknown }
  | { id: string; event: string; error: FrameErrorBody };

const AccessToken = z.string().check(z.minLength(1));
const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const RecoveryMethodSchema = z.enum(RECOVERY_METHODS);
export type RecoveryMethod = z.output<typeof RecoveryMethodSchema>;
/** Section 5's minimum; the widget checks the allowed characters before it asks. */
const RecoveryPassword = z.string().check(z.minLength(6), z.maxLength(256));
/** The drive access token recovery OAuth granted, for `google-drive`. */
const RecoveryAccessToken = z.string().check(z.minLength(1), z.maxLength(512));
const recoverySecrets = { recoveryPassword: z.optional(RecoveryPassword), recoveryAccessToken: z.optional(RecoveryAccessToken) };

/** The `data` of each event the frame answers. */
export const EVENT_DATA = {
  'wallet:create': z.object({ accessToken: AccessToken, recoveryMethod: RecoveryMethodSchema, ...recoverySecrets }),
  'wallet:connect': z.object({ accessToken: AccessToken, address: Address }),
  'wallet:recover': z.object({ accessToken: AccessToken, address: Address, ...recoverySecrets }),
  'wallet:set-recovery': z.object({ accessToken: AccessToken, address: Address, recoveryMethod: RecoveryMethodSchema, ...recoverySecrets }),
  'wallet:rpc': z.object({
    accessToken: AccessToken,
    address: Address,
    hdWalletIndex: z.int().check(z.gte(0), z.lte(2 ** 31 - 1)),
    request: z.object({ method: z.string(), params: z.optional(z.unknown()) }),
  }),
  'wallet:clear': z.object({ address: Address }),
} as const;

export type FrameEvent = keyof typeof EVENT_DATA;
export type EventData<E extends FrameEvent> = z.output<(typeof EVENT_DATA)[E]>;

export const isFrameEvent = (event: string): event is FrameEvent => Object.hasOwn(EVENT_DATA, event);
