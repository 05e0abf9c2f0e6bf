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
 * The provider's own SDK speaks the same protocol with every event prefixed `privy:` (dispatch.ts strips it and the
 * reply keeps it; an error then also carries its code as `type`, `recovery_needed` as `wallet_not_on_device`), asks
 * `iframe:ready` as a request, and unlocks, recovers and signs through `wallets:connect`, `wallets:recover` and
 * `wallets:rpc`, naming the wallet by `entropyId` (its Ethereum or Solana address; `chainType: 'solana'` with an
 * Ethereum wallet's entropy means the Solana wallet of that wallet's seed).
 *
 * ## Events (`data` -> reply `data`)
 * - `wallet:create` `{ accessToken, recoveryMethod?: 'privy' (the default) | 'user-passcode' | 'google-drive', recoveryPassword?,
 *   recoveryAccessToken? }` -> `{ address, user }`. New entropy is split 2 of 3: the device share stays in the frame
 *   origin's localStorage (for the frame's lifetime where the browser refuses it that storage), the auth share, the
 *   sealed recovery share and the device share's x coordinate go to the provider, which registers this frame's device
 *   key (see "Device key" below); `user` is the provider's
 *   user with the new `wallet` account. `recoveryPassword` (6+ characters) is required for `user-passcode`,
 *   `recoveryAccessToken` (the drive access token of POST /api/v1/recovery/oauth/authenticate) for `google-drive`.
 *   `privy` is the automatic method (the provider's own name): the provider keeps the recovery key.
 *   `google-drive`: the share is sealed with a random key kept in the user's Google Drive, in the file
 *   `portico-recovery-{lower-case address}.txt` (the key in base64url); the provider keeps no key. A key already in
 *   that file is reused, so a re-split never overwrites the key the provider's current share needs.
 * - `wallet:create-additional` `{ accessToken, primaryWalletAddress, hdWalletIndex }` -> `{ address, user }`: unlocks
 *   the primary wallet (device + auth share, as `wallet:rpc` does) and registers the wallet at
 *   m/44'/60'/0'/0/{hdWalletIndex} as a further account of the user (`wallet_index` n, the primary's recovery method).
 *   `hdWalletIndex` (1 or more) must be the highest existing HD index plus one, else the provider's `invalid_data`.
 *   No new shares: the primary's open every index. An imported `primaryWalletAddress`: `invalid_request_arguments`.
 * - `wallet:import` `{ accessToken, privateKey }` (0x + 64 hex digits, a valid secp256k1 key) -> `{ address, user }`:
 *   the key is split 2 of 3 exactly like new entropy (device share in this origin's storage under the imported
 *   address, auth share and a `privy`-sealed recovery share at the provider), and the user gets a `wallet` account
 *   with `imported: true`, `wallet_index: 0`. An address the user already has (imported, or one of its HD
 *   wallets): `embedded_wallet_already_exists`; another user's embedded wallet: `embedded_wallet_not_found` (from
 *   `recovery_key`), another user's wallet account: `linked_to_another_user`. Not a valid key:
 *   `invalid_request_arguments`.
 * - `wallet:connect` `{ accessToken, address }` -> `{ address }`: device + auth share rebuild the wallet and its
 *   address is checked. No device share on this device, or one that no longer matches (the wallet was recovered
 *   elsewhere, or a device key the provider does not know): error `recovery_needed` with `recoveryMethod`, and the
 *   stale share is dropped.
 * - `wallet:recover` `{ accessToken, address, recoveryPassword?, recoveryAccessToken? }` -> `{ address }`: auth +
 *   recovery share rebuild the wallet (the password opens a `user-passcode` share, the provider's key a `privy` one,
 *   the key in the drive `recoveryAccessToken` opens a `google-drive` one), and this device
 *   gets back the split's own device share (keys/shares.ts `shareAt`): no other device's share goes stale. A device
 *   the wallet does not know yet needs a recent login (else the provider's `reauthentication_required`), MFA when
 *   enrolled, and is then registered. Wrong password: `invalid_recovery_password`.
 * - `wallet:set-recovery` `{ accessToken, address, recoveryMethod, recoveryPassword?, recoveryAccessToken? }`
 *   -> `{ address, user }`: unlocks with device + auth share, re-splits, and seals the new recovery share for the new
 *   method (its secret required as for create). Other devices' shares go stale: each recovers once, as a registered
 *   device (no recent login needed).
 * - `wallet:rpc` `{ accessToken, address, hdWalletIndex, request: { method, params } }`
 *   -> `{ response: { method, data } }`. `address` is the wallet whose shares are kept: for an HD wallet the primary
 *   (index 0), and the key signing is the one at m/44'/60'/0'/0/{hdWalletIndex}; for an imported wallet the imported
 *   address itself with `hdWalletIndex` 0, and the key signing is the imported key (another index:
 *   `invalid_request_arguments`). Methods: `personal_sign` `[message, address]` (a hex message is signed as bytes,
 *   other text as UTF-8), `eth_signTypedData_v4` `[address, typedData]` (object or JSON text), `eth_signTransaction`
 *   `[transaction]` (quantities as hex or numbers; `chainId` required) -> the signature or the signed serialized
 *   transaction. Params not an array, or another method: error code 4200.
 * - `wallet:clear` `{ address }` -> `{}`: forgets this device's share of the wallet (the frame keeps no key in memory
 *   between requests). A Solana address is taken too: a Solana wallet of its own seed keeps its share under it (one of
 *   the primary's seed has no share of its own; clearing the primary clears it).
 * - `farcaster:init-signer` `{ accessToken, address, hdWalletIndex, mfaToken? }` -> `{ publicKey }` (0x + 64 hex
 *   digits): unlocks the wallet as `wallet:rpc` does (same `address` and `hdWalletIndex`, same errors) and answers the
 *   public key of the Farcaster signer of the key at that index, an Ed25519 key whose 32-byte private key is
 *   HKDF-SHA256(ikm = the secp256k1 private key's 32 bytes, no salt, info = `portico:farcaster-signer:v1`)
 *   (keys/farcaster-signer.ts): the same wallet has the same signer on any device, and no one without the wallet key
 *   (the provider included) can compute it. The widget registers the public key with Farcaster as the user's signer.
 * - `farcaster:sign` `{ accessToken, address, hdWalletIndex, mfaToken?, payload: { hash } }` -> `{ signature }` (0x +
 *   128 hex digits): the Ed25519 signature of `hash` (0x + 1 to 64 bytes in hex, say a Farcaster message's hash) by
 *   that signer. The signer key is derived per request, as signing keys are, and never leaves the frame.
 * `wallet:connect`, `wallet:recover` and `wallet:set-recovery` work alike for HD and imported wallets.
 *
 * ## Solana wallet
 * One per user, automatic recovery only (spec section 5). Its key is SLIP-0010 Ed25519 at m/44'/501'/0'/0' of a
 * phrase's BIP-39 seed (keys/solana-wallet.ts), so the phrase restores it in Solana wallet apps; its `address` is the
 * base58 text of the 32-byte public key. The seed is the user's primary Ethereum wallet's when there is one (one phrase
 * holds both), else a seed of its own.
 * - `solana-wallet:create` `{ accessToken, ethereumAddress?, recoveryMethod?, recoveryPassword?, recoveryAccessToken?,
 *   mfaToken? }` -> `{ address, user }`. `recoveryMethod`, if sent, must be `privy` (else `unsupported_recovery_method`),
 *   so the two secrets are never used. With `ethereumAddress`, the user's primary Ethereum wallet (index 0, not
 *   imported), which the widget must name when the user has one: the frame unlocks it as `wallet:rpc` does (same
 *   errors, e.g. `recovery_needed` with its method: recover it with `wallet:recover`) and registers the Solana wallet
 *   of its seed, which gets no shares of its own; an imported one: `invalid_request_arguments`. Without: a new seed,
 *   split 2 of 3 as `wallet:create` with `privy` does, this device's share kept under the Solana address. The
 *   provider refuses a second Solana wallet (`embedded_wallet_already_exists`), a user any of whose Ethereum wallets
 *   has user-owned recovery (`unsupported_recovery_method`; the widget sees `recovery_method` on the user's accounts
 *   and should not ask), and a new seed for a user who has a primary Ethereum wallet (`invalid_data`).
 * - `solana-wallet:connect` `{ accessToken, address, mfaToken? }` -> `{ address }`: as `wallet:connect`; `recovery_needed`
 *   carries the method of the wallet whose shares it uses.
 * - `solana-wallet:recover` `{ accessToken, address, mfaToken? }` -> `{ address }`: as `wallet:recover` with `privy`,
 *   for the shares the Solana wallet uses. For one of the primary's seed those are the primary's: the Ethereum wallets
 *   are recovered on this device too.
 * - `solana-wallet:rpc` `{ accessToken, address, mfaToken?, request: { method: 'signMessage', params: { message } } }`
 *   -> `{ response: { method: 'signMessage', data: { signature } } }`: `message` is the bytes to sign in padded base64
 *   (RFC 4648 section 4), `signature` the 64-byte Ed25519 signature in padded base64. `message` missing, not a string
 *   or not base64: `invalid_request_arguments`; another method: error code 4200.
 * Where its shares are: the frame asks the provider (`/solana/shares_address`) which address they are kept under, its
 * own for a Solana wallet of its own seed, else the primary Ethereum wallet's. It then unlocks or recovers that wallet
 * as for Ethereum (device share in this origin's storage and auth share at the provider, both under that address, so
 * the MFA guard below applies unchanged), derives the Solana key and checks it is `address` (else `invalid_share`).
 *
 * ## Device key
 * The frame makes a P-256 key pair with WebCrypto, its private half not extractable, kept in this origin's IndexedDB
 * per app (device-key.ts; for the frame's lifetime where IndexedDB is refused, with a console warning). Every provider
 * call carries a DPoP-shaped proof by it (device-proof.ts, header `DPoP`) with the nonce the provider's last answer
 * offered (`DPoP-Nonce`; the frame page brings the first in `<html data-device-nonce>`, and one held 50 s or more is
 * renewed with `POST /nonce` first). The access token alone opens nothing: see the provider routes below.
 *
 * ## MFA
 * Once the user has an MFA method, the provider releases the auth share only with a fresh MFA proof (header
 * `privy-mfa-token`). `wallet:create-additional / connect / recover / set-recovery / rpc`, `farcaster:init-signer /
 * sign`, `solana-wallet:create` (with `ethereumAddress`) `/ connect / recover / rpc` and `export:init` take it as an
 * optional `mfaToken`; without one such a user's request fails with `missing_or_invalid_mfa`, and the widget asks its
 * MFA plugin for a proof and sends the request again. The provider's own SDK instead enrols and verifies through the
 * frame (`mfa:init-enrollment`, `mfa:submit-enrollment`, `mfa:verify`, `mfa:unenroll`, `mfa:clear`) and answers a
 * refusal by sending the request again with its prompt's `mfaMethod` and `mfaCode`, which the frame verifies and holds
 * the proof of until `mfa:clear` (sdk-mfa.ts).
 *
 * ## HD or imported
 * The shares of an HD wallet rebuild 16 bytes of BIP-39 entropy, those of an imported one its 32-byte private key
 * (keys/wallet-secret.ts). The frame tells them apart by that length alone, not by the provider's word: what it signs
 * with then follows from the shares themselves, and a provider answer cannot make it treat a key as a seed. A Solana
 * wallet's own seed is HD too; its shares are checked against its Solana wallet instead of its Ethereum one.
 *
 * ## Export page
 * `GET /apps/{appId}/embedded-wallets/export?address=&client_id=&caid=&phrase_export=true|false&width=&theme=light|dark`
 * is a visible page of the same origin that the widget embeds in
 * EMBEDDED_WALLET_KEY_EXPORT_SCREEN. `address` is the wallet shown: an Ethereum one (for a further HD wallet its own
 * address, not the primary's) or the user's Solana wallet (base58); `phrase_export=true` shows an HD wallet's 12-word
 * seed phrase instead of the key (a Solana wallet's is its seed's: the primary Ethereum wallet's phrase when it uses
 * that one's shares); `width` (pixels) caps the content's width; `theme` picks light (default) or dark colours. A
 * malformed query answers 400 invalid_data; unknown parameters are ignored. The access token is never in the URL. The
 * page holds no secret as served (the key exists only in the browser, after step 3); its headers: a CSP like the
 * hidden frame's plus `style-src` naming its one inline style by hash, `cache-control: no-store`,
 * `referrer-policy: no-referrer`. Opened outside a frame, it stays idle.
 * 1. On load the page posts `{ event: 'iframe:ready' }` to its parent (origin and answering rules as for the hidden
 *    frame above: only the parent window at the parent's origin).
 * 2. The widget sends `{ id, event: 'export:init', data: { accessToken, address, hdWalletIndex, mfaToken? } }` for an
 *    Ethereum wallet, `address` and `hdWalletIndex` as `wallet:rpc` takes them (the primary and the index, or the
 *    imported address and 0), or `{ accessToken, address, mfaToken? }` for the Solana wallet, `address` its own as
 *    `solana-wallet:rpc` takes it.
 * 3. The page asks the hidden wallet frame beside it (same origin, same host page: sibling-channel.ts) to rebuild the
 *    secret from this device's share and the auth share, as `wallet:rpc` does (a Solana wallet's shares found as in
 *    "Solana wallet" above, so another user's Solana address answers `embedded_wallet_not_found`); it needs no storage of
 *    its own, which a browser blocking third-party storage would refuse it. It checks that the key
 *    at `hdWalletIndex`, or the Solana wallet, is the URL's `address` (else `invalid_request_arguments`), and shows
 *    the seed phrase (an HD wallet with `phrase_export=true`) or the private key, with a warning and a Copy button
 *    (the copy happens in the page). An Ethereum key is 0x and 64 hex digits; a Solana one is what Solana wallet apps
 *    (Phantom, Solflare) import: the base58 text of the 64-byte secret key, the 32-byte Ed25519 private key followed
 *    by the 32-byte public key (`address`'s bytes).
 * 4. It replies `{ id, event: 'export:init', data: { shown: 'seed-phrase' | 'private-key' } }`, never the secret, or
 *    `{ id, event, error }` (`recovery_needed` when this device holds no current share, and the codes below); on an
 *    error it shows the message, no key. Any other event: `invalid_request_arguments`.
 *
 * ## Error codes
 * `invalid_request_arguments` (malformed data, unknown event, the method's password or drive token missing),
 * `recovery_needed`, `invalid_recovery_password` ("Invalid recovery password, please try again."), `invalid_share`
 * (the shares do not rebuild the wallet, or the drive holds no recovery key for it), `recovery_oauth_failed`
 * ("Recovery OAuth failed": the drive refused the drive token, expired or unknown), 4200
 * (unsupported wallet request), `error` (unexpected), and the provider's own codes passed through:
 * `embedded_wallet_already_exists`, `embedded_wallet_not_found`, `linked_to_another_user`, `invalid_data` (say, a
 * skipped HD index), `must_be_authenticated`, `missing_or_invalid_token`, `missing_or_invalid_mfa`,
 * `unsupported_recovery_method` (a user-owned method with a Solana wallet; the frame's own for
 * `solana-wallet:create` with a `recoveryMethod` other than `privy`).
 *
 * ## Provider routes (called by the frame only, same origin)
 * Each needs `privy-app-id` and `Authorization: Bearer {access token}`; every answer carries `DPoP-Nonce`, the nonce for
 * the next proof (`POST /nonce` `{}` -> `{}` gives one). The routes that release or replace a share or a key also need
 * the `DPoP` proof (401 `device_proof_required`, `invalid_dpop_proof`, `use_dpop_nonce`): `shares/auth`, `recovery`,
 * `additional` and `solana/additional` by a device key the wallet registered (else 401 `unregistered_device`); the
 * creations (``, `import`, `solana`) and `recovery_key` for a new address by any key, after a login of the last 5
 * minutes (else 401 `reauthentication_required`), the key being registered with the new wallet; `shares/recovery` by a
 * registered key, or by a new one after a recent login, at most 3 times an hour per user (429), the key being
 * registered and the owner told. `recovery_method` and `solana/shares_address` answer what the user's accounts show,
 * on the token alone. Bodies are JSON, shares base64url, sealed
 * shares recovery envelopes (keys/recovery-envelope.ts). Another user's wallet answers 404 embedded_wallet_not_found.
 * A share is 23 characters for an HD wallet (17 bytes: 16 of entropy plus Shamir's x coordinate) and 44 for an
 * imported one (33 bytes); a share of the other kind answers 400 invalid_data.
 * - `POST /api/v1/embedded_wallets/recovery_key` `{ address }` -> `{ recovery_key }`: a fresh key to seal a
 *   `privy` recovery share with; the next create, import or set-recovery for the address takes it (within 5
 *   minutes).
 * - `POST /api/v1/embedded_wallets` `{ address, wallet_index: 0, recovery_method, auth_share, encrypted_recovery_share,
 *   device_share_x }`
 *   -> the user. A second primary wallet: 400 embedded_wallet_already_exists; a user-owned method for a user with a
 *   Solana wallet: 400 unsupported_recovery_method.
 * - `POST /api/v1/embedded_wallets/additional` `{ primary_address, wallet_index, address }` -> the user, with a
 *   `wallet` account for `address` (the primary's fields, `wallet_index` n). An index other than the highest existing
 *   HD index plus one: 400 invalid_data; an imported `primary_address`: 400 invalid_data; no shares are sent.
 * - `POST /api/v1/embedded_wallets/import` `{ address, auth_share, encrypted_recovery_share, device_share_x }` -> the user, with a
 *   `wallet` account `imported: true`, `wallet_index: 0`, `recovery_method: 'privy'`: the share is sealed with a key
 *   from `recovery_key`, as for create. An address the user has: 400 embedded_wallet_already_exists; another user's
 *   wallet account: 400 linked_to_another_user (an embedded wallet of another user is refused earlier, by
 *   `recovery_key`'s 404).
 * - `POST /api/v1/embedded_wallets/shares/auth` `{ address }` -> `{ auth_share }`. A user enrolled in MFA needs a live
 *   MFA proof in the `privy-mfa-token` header (from `POST /api/v1/mfa/verify`), else 403 missing_or_invalid_mfa.
 * - `POST /api/v1/embedded_wallets/shares/recovery` `{ address, page_origin? }` -> `{ auth_share,
 *   encrypted_recovery_share, recovery_method, recovery_key?, device_share_x? }` (the key only for `privy`, unwrapped
 *   by the key service; `device_share_x` for wallets split since the provider kept it). A user with MFA needs the proof.
 * - `POST /api/v1/embedded_wallets/recovery_method` `{ address }` -> `{ recovery_method }`.
 * - `POST /api/v1/embedded_wallets/recovery` `{ address, recovery_method, auth_share, encrypted_recovery_share,
 *   device_share_x }`
 *   -> the user: both provider shares replaced (a re-split) under the given method. An HD wallet's further Ethereum
 *   accounts follow the primary's method. A user-owned method for a user with a Solana wallet: 400
 *   unsupported_recovery_method (so a Solana account's `recovery_method` is always `privy`).
 * - `POST /api/v1/embedded_wallets/solana` `{ address, auth_share, encrypted_recovery_share, device_share_x }` -> the user, with a
 *   `wallet` account `chain_type: 'solana'`, `chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'` (mainnet's CAIP-2
 *   id; the address is the same on every cluster), `address` base58, `wallet_client_type: 'privy'`,
 *   `connector_type: 'embedded'`, `recovery_method: 'privy'`, `wallet_index: 0`, `imported: false`: a Solana wallet of
 *   its own seed, its share sealed with a key from `recovery_key` for the Solana address. The user has a Solana
 *   wallet: 400 embedded_wallet_already_exists; one of its Ethereum wallets has user-owned recovery: 400
 *   unsupported_recovery_method; it has a primary Ethereum wallet: 400 invalid_data (use `/solana/additional`).
 * - `POST /api/v1/embedded_wallets/solana/additional` `{ primary_address, address }` -> the user, with the same
 *   Solana account: the Solana wallet of the primary's seed; no shares are sent. The first two refusals as above; an
 *   imported `primary_address`: 400 invalid_data.
 * - `POST /api/v1/embedded_wallets/solana/shares_address` `{ address }` -> `{ shares_address }`: where the user's Solana
 *   wallet's shares are kept (its own address, or the primary's). Not the user's Solana wallet: 404.
 * `recovery_key`, `shares/auth`, `shares/recovery` and `recovery` take the address of a Solana wallet of its own seed
 * too (a base58 address is matched exactly, an Ethereum one in any letter case).
 *
 * ## Drive routes (the stand-in Google Drive, same origin; `Authorization: Bearer {recoveryAccessToken}`, else 401)
 * - `PUT /cloud-drive/google-drive/files/{name}` `{ content }` -> `{}`; `GET` the same -> `{ content }`, or 404.
 */
import * as z from 'zod/mini';
import { RECOVERY_METHODS, SolanaAddress } from '../../../provider/embedded-wallet/requests';

export const READY_EVENT = 'iframe:ready';

export const FrameRequest = z.object({ id: z.string().check(z.minLength(1), z.maxLength(128)), event: z.string(), data: z.optional(z.unknown()) });
export type FrameRequest = z.output<typeof FrameRequest>;

export type FrameErrorCode = string | number;

export interface FrameErrorBody {
  code: FrameErrorCode;
  /** The same as `code`, in the reply to a request named the provider's own SDK's way (`privy:…`), which reads it. */
  type?: FrameErrorCode;
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
/** An HD wallet's index: 0 (the primary) up to the last non-hardened BIP-32 index. */
const HdWalletIndex = z.int().check(z.gte(0), z.lte(2 ** 31 - 1));
const recoverySecrets = { recoveryPassword: z.optional(RecoveryPassword), recoveryAccessToken: z.optional(RecoveryAccessToken) };
/** A fresh MFA proof (the provider's `privy-mfa-token`), which the auth share's release needs once the user has MFA. */
const mfa = { mfaToken: z.optional(z.string().check(z.minLength(1), z.maxLength(512))) };
/** One key of a wallet the frame unlocks (device + auth share), with the proof that may take. */
const walletKey = { accessToken: AccessToken, address: Address, hdWalletIndex: HdWalletIndex, ...mfa };
/** The Solana wallet a request is for, with the proof its unlocking may take. */
const solanaWallet = { accessToken: AccessToken, address: SolanaAddress, ...mfa };
/** 1 to 64 bytes: a Farcaster message hash is 20 (BLAKE3), and the signer signs no more than a hash. */
const FarcasterHash = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){1,64}$/));

const SdkMfaMethod = z.enum(['sms', 'totp', 'passkey']);
/**
 * The answer to an MFA prompt the provider's own SDK adds to a request the frame refused with `missing_or_invalid_mfa`
 * (and always to `mfa:verify`): the frame verifies it and holds the proof (sdk-mfa.ts). A passkey's is its assertion.
 */
export const SdkMfaAnswer = z.object({
  accessToken: AccessToken,
  mfaMethod: SdkMfaMethod,
  mfaCode: z.union([z.string().check(z.maxLength(32)), z.record(z.string(), z.unknown())]),
  relyingParty: z.optional(z.string().check(z.maxLength(512))),
});
const PhoneNumber = z.string().check(z.minLength(1), z.maxLength(32));
const MfaCode = z.string().check(z.maxLength(32));

/** The `data` of each event the frame answers. */
export const EVENT_DATA = {
  // The provider's own SDK asks whether the frame is up (its `privy:iframe:ready`).
  'iframe:ready': z.object({}),
  // The provider's own SDK enrols and verifies MFA through the frame, which holds the proof for its requests (sdk-mfa.ts).
  'mfa:clear': z.object({}),
  'mfa:verify': z.object({ accessToken: AccessToken, ...mfa }),
  'mfa:init-enrollment': z.union([
    z.object({ accessToken: AccessToken, method: z.literal('totp'), ...mfa }),
    z.object({ accessToken: AccessToken, method: z.literal('sms'), phoneNumber: PhoneNumber, ...mfa }),
  ]),
  'mfa:submit-enrollment': z.union([
    z.object({ accessToken: AccessToken, method: z.literal('totp'), code: MfaCode, ...mfa }),
    z.object({ accessToken: AccessToken, method: z.literal('sms'), code: MfaCode, phoneNumber: PhoneNumber, ...mfa }),
    z.object({ accessToken: AccessToken, method: z.literal('passkey'), credentialIds: z.array(z.string().check(z.maxLength(1024))).check(z.maxLength(5)), ...mfa }),
  ]),
  'mfa:unenroll': z.object({ accessToken: AccessToken, method: SdkMfaMethod, ...mfa }),
  // Without a method (the provider's own SDK creating on login), the wallet gets the automatic one, as there.
  'wallet:create': z.object({ accessToken: AccessToken, recoveryMethod: z._default(RecoveryMethodSchema, 'privy'), ...recoverySecrets }),
  'wallet:create-additional': z.object({
    accessToken: AccessToken,
    primaryWalletAddress: Address,
    hdWalletIndex: HdWalletIndex.check(z.gte(1)),
    ...mfa,
  }),
  'wallet:import': z.object({ accessToken: AccessToken, privateKey: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)) }),
  'wallet:connect': z.object({ accessToken: AccessToken, address: Address, ...mfa }),
  'wallet:recover': z.object({ accessToken: AccessToken, address: Address, ...recoverySecrets, ...mfa }),
  'wallet:set-recovery': z.object({ accessToken: AccessToken, address: Address, recoveryMethod: RecoveryMethodSchema, ...recoverySecrets, ...mfa }),
  'wallet:rpc': z.object({ ...walletKey, request: z.object({ method: z.string(), params: z.optional(z.unknown()) }) }),
  'wallet:clear': z.object({ address: z.union([Address, SolanaAddress]) }),
  // The provider's own SDK names a wallet by its entropy and how to check it (the address, for an Ethereum wallet).
  'wallets:connect': z.object({ accessToken: AccessToken, entropyId: z.union([Address, SolanaAddress]), entropyIdVerifier: z.string(), ...mfa }),
  'wallets:recover': z.object({
    accessToken: AccessToken,
    entropyId: z.union([Address, SolanaAddress]),
    entropyIdVerifier: z.string(),
    ...recoverySecrets,
    ...mfa,
  }),
  'wallets:rpc': z.object({
    accessToken: AccessToken,
    entropyId: z.union([Address, SolanaAddress]),
    entropyIdVerifier: z.string(),
    /** `solana` with an Ethereum wallet's entropy: the Solana wallet derived from that wallet's seed. */
    chainType: z.optional(z.enum(['ethereum', 'solana'])),
    hdWalletIndex: z._default(HdWalletIndex, 0),
    request: z.object({ method: z.string(), params: z.optional(z.unknown()) }),
    ...mfa,
  }),
  'farcaster:init-signer': z.object(walletKey),
  'farcaster:sign': z.object({ ...walletKey, payload: z.object({ hash: FarcasterHash }) }),
  'solana-wallet:create': z.object({
    accessToken: AccessToken,
    ethereumAddress: z.optional(Address),
    recoveryMethod: z.optional(RecoveryMethodSchema),
    ...recoverySecrets,
    ...mfa,
  }),
  'solana-wallet:connect': z.object(solanaWallet),
  'solana-wallet:recover': z.object(solanaWallet),
  // The method is checked by the action, so an unknown one answers 4200 as wallet:rpc does.
  'solana-wallet:rpc': z.object({ ...solanaWallet, request: z.object({ method: z.string(), params: z.optional(z.unknown()) }) }),
} as const;


export const EXPORT_INIT_EVENT = 'export:init';

/** The export page's one event: an Ethereum key as `wallet:rpc` names it, or a Solana wallet by its own address. */
export const EXPORT_EVENT_DATA = {
  [EXPORT_INIT_EVENT]: z.union([z.object(walletKey), z.object(solanaWallet)]),
} as const;

/** An `export:init` request's data: an Ethereum key as `wallet:rpc` names it, or a Solana wallet by its address. */
export type ExportInit = z.output<(typeof EXPORT_EVENT_DATA)[typeof EXPORT_INIT_EVENT]>;

/** What the export page showed, which is all its reply tells the widget. */
export type ExportShown = 'seed-phrase' | 'private-key';

/** The export page's query (checked by the route, read again by the page); unknown parameters are dropped. */
export const ExportFrameQuery = z.object({
  address: z.union([Address, SolanaAddress]),
  client_id: z.optional(z.string().check(z.maxLength(256))),
  caid: z.optional(z.string().check(z.maxLength(256))),
  phrase_export: z.optional(z.enum(['true', 'false'])),
  width: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,3}$/))),
  theme: z.optional(z.enum(['light', 'dark'])),
});
export type ExportFrameQuery = z.output<typeof ExportFrameQuery>;
