import * as z from 'zod/mini';
import { ErrorBodyWire } from '../../../../schemas';
import { MFA_TOKEN_HEADER, MfaTotpInitAnswer, MfaVerifyAnswer } from '../../../../schemas/mfa';
import { RECOVERY_METHODS } from '../../../provider/embedded-wallet/requests';
import type { DeviceKey } from './device-key';
import { signDeviceProof, type Clock } from './device-proof';

/**
 * The frame's calls to the provider's embedded wallet routes (same origin as the frame; see protocol.ts). Each carries
 * a proof by this frame's device key (device-proof.ts) with the nonce the provider's previous answer offered.
 */

/** An error answer of the provider, with its code, passed on to the host as is. */
export class ProviderApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderApiError';
  }
}

const AuthShareAnswer = z.object({ auth_share: z.string() });
const RecoveryShareAnswer = z.object({
  auth_share: z.string(),
  encrypted_recovery_share: z.string(),
  recovery_method: z.enum(RECOVERY_METHODS),
  recovery_key: z.optional(z.string()),
  /** Absent for a wallet split before the provider kept it: such a wallet is re-split on recovery. */
  device_share_x: z.optional(z.int()),
});
const RecoveryMethodAnswer = z.object({ recovery_method: z.enum(RECOVERY_METHODS) });
export type RecoveryShareAnswer = z.output<typeof RecoveryShareAnswer>;
const RecoveryKeyAnswer = z.object({ recovery_key: z.string() });
const SharesAddressAnswer = z.object({ shares_address: z.string() });
/** The user is handed to the host untouched; the frame only checks it is an object. */
const UserAnswer = z.record(z.string(), z.unknown());

const EmptyAnswer = z.object({});

/** `POST /api/v1/mfa/verify`'s body: a code (sms, totp) or a passkey's assertion. */
export interface MfaVerifyBody {
  method: string;
  code?: string;
  authenticator_response?: unknown;
  relying_party?: string;
}

export interface SharesBody {
  address: string;
  recovery_method: (typeof RECOVERY_METHODS)[number];
  auth_share: string;
  encrypted_recovery_share: string;
  device_share_x: number;
}

export interface AdditionalWalletBody {
  primary_address: string;
  wallet_index: number;
  address: string;
}

/** The shares of a wallet with automatic recovery: an imported key, a Solana wallet of its own seed. */
export type AutomaticSharesBody = Omit<SharesBody, 'recovery_method'>;

export interface AdditionalSolanaWalletBody {
  primary_address: string;
  address: string;
}

export interface ProviderApiOptions {
  /** The provider's origin (the frame's own). */
  baseUrl: string;
  appId: string;
  clientId?: string | null;
  analyticsId?: string | null;
  fetch: typeof globalThis.fetch;
  /** This frame's device key, which signs every call's proof. */
  deviceKey: Promise<DeviceKey>;
  /** A nonce the page was served with, so the first call needs no round trip for one. */
  nonce?: string | null;
  now?: Clock;
}

/** The provider's answer to a proof without a live nonce: retried once with the nonce that answer offers. */
const USE_NONCE = 'use_dpop_nonce';
/** A nonce lives 60 s at the provider; one held longer than this is renewed first rather than refused. */
const NONCE_FRESH_MS = 50_000;

type ReadAnswer = Awaited<ReturnType<typeof read>>;

/** A provider answer's body, and its error body when it is one. */
async function read(response: Response) {
  const json: unknown = await response.json().catch(() => undefined);
  const error = response.ok ? undefined : ErrorBodyWire.safeParse(json);
  return { response, json, error: error?.success ? error.data : undefined };
}

/** A provider answer checked against its schema, or its error as a ProviderApiError. */
function answerOf<S extends z.ZodMiniType>({ response, json, error }: ReadAnswer, answer: S): z.output<S> {
  if (!response.ok) {
    throw error ? new ProviderApiError(error.code, error.error) : new ProviderApiError('error', `The provider answered ${response.status}`);
  }
  return answer.parse(json);
}

export function createProviderApi({ baseUrl, appId, clientId, analyticsId, fetch, deviceKey, nonce = null, now = Date.now }: ProviderApiOptions) {
  /** The nonce for the next call, and when it came; taken by one call only, so two calls never spend the same one. */
  let nextNonce = nonce;
  let nonceAt = now();

  /** The held nonce if still fresh, else one asked for now (a page left idle): a refusal would cost a call too. */
  async function takeNonce(accessToken: string): Promise<string | null> {
    const held = nextNonce;
    nextNonce = null;
    if (held && now() - nonceAt < NONCE_FRESH_MS) return held;
    const response = await fetch(`${baseUrl}/api/v1/embedded_wallets/nonce`, { method: 'POST', headers: headersFor(accessToken) });
    return response.headers.get('dpop-nonce');
  }

  function headersFor(accessToken: string, mfaToken?: string): Record<string, string> {
    return {
      'content-type': 'application/json',
      authorization: `Bearer ${accessToken}`,
      'privy-app-id': appId,
      ...(clientId && { 'privy-client-id': clientId }),
      ...(analyticsId && { 'privy-ca-id': analyticsId }),
      ...(mfaToken && { [MFA_TOKEN_HEADER]: mfaToken }),
    };
  }

  async function send(url: string, accessToken: string, body: unknown, proofNonce: string | null, mfaToken?: string) {
    const proof = await signDeviceProof(await deviceKey, { method: 'POST', url, nonce: proofNonce, accessToken }, now);
    const response = await fetch(url, { method: 'POST', headers: { ...headersFor(accessToken, mfaToken), dpop: proof }, body: JSON.stringify(body) });
    return { ...(await read(response)), offered: response.headers.get('dpop-nonce') };
  }

  async function post<S extends z.ZodMiniType>(path: string, accessToken: string, body: unknown, answer: S, mfaToken?: string): Promise<z.output<S>> {
    const url = `${baseUrl}/api/v1/embedded_wallets${path}`;
    let sent = await send(url, accessToken, body, await takeNonce(accessToken), mfaToken);
    // Two calls at once: the one that found no nonce held asks for one and is refused once.
    if (sent.error?.code === USE_NONCE && sent.offered) sent = await send(url, accessToken, body, sent.offered, mfaToken);
    if (sent.offered) {
      nextNonce = sent.offered;
      nonceAt = now();
    }
    return answerOf(sent, answer);
  }

  /** An MFA call (`/api/v1/mfa`): the user's bearer token, no device proof, as the provider's pages make it. */
  async function mfaPost<S extends z.ZodMiniType>(path: string, accessToken: string, body: unknown, answer: S, mfaToken?: string): Promise<z.output<S>> {
    const response = await fetch(`${baseUrl}/api/v1/mfa${path}`, { method: 'POST', headers: headersFor(accessToken, mfaToken), body: JSON.stringify(body) });
    return answerOf(await read(response), answer);
  }

  return {
    recoveryKey: (accessToken: string, address: string) => post('/recovery_key', accessToken, { address }, RecoveryKeyAnswer),
    create: (accessToken: string, body: SharesBody & { wallet_index: 0 }) => post('', accessToken, body, UserAnswer),
    createAdditional: (accessToken: string, body: AdditionalWalletBody) => post('/additional', accessToken, body, UserAnswer),
    importWallet: (accessToken: string, body: AutomaticSharesBody) => post('/import', accessToken, body, UserAnswer),
    createSolana: (accessToken: string, body: AutomaticSharesBody) => post('/solana', accessToken, body, UserAnswer),
    createAdditionalSolana: (accessToken: string, body: AdditionalSolanaWalletBody) => post('/solana/additional', accessToken, body, UserAnswer),
    /** The address the Solana wallet's shares are kept under: its own, or its seed's primary Ethereum wallet's. */
    solanaSharesAddress: async (accessToken: string, address: string) =>
      (await post('/solana/shares_address', accessToken, { address }, SharesAddressAnswer)).shares_address,
    /** The auth share; a user with MFA needs a fresh proof for it (`privy-mfa-token`). */
    authShare: (accessToken: string, address: string, mfaToken?: string) => post('/shares/auth', accessToken, { address }, AuthShareAnswer, mfaToken),
    /** How the recovery share is sealed (what a device without a share must be asked for). */
    recoveryMethod: async (accessToken: string, address: string) =>
      (await post('/recovery_method', accessToken, { address }, RecoveryMethodAnswer)).recovery_method,
    /**
     * Both provider shares, to rebuild the wallet and this device's share. On a device the wallet does not know yet, it
     * needs a fresh login and MFA when enrolled, and registers this device (`pageOrigin` names the host for the notice).
     */
    recoveryShares: (accessToken: string, address: string, pageOrigin: string | null, mfaToken?: string) =>
      post('/shares/recovery', accessToken, { address, ...(pageOrigin && { page_origin: pageOrigin }) }, RecoveryShareAnswer, mfaToken),
    replaceShares: (accessToken: string, body: SharesBody) => post('/recovery', accessToken, body, UserAnswer),
    /** MFA for the provider's own SDK, which enrols and verifies through this frame (sdk-mfa.ts). */
    mfa: {
      verify: (accessToken: string, body: MfaVerifyBody) => mfaPost('/verify', accessToken, body, MfaVerifyAnswer),
      totpInit: (accessToken: string, mfaToken?: string) => mfaPost('/totp/init', accessToken, {}, MfaTotpInitAnswer, mfaToken),
      smsInit: (accessToken: string, phoneNumber: string, mfaToken?: string) =>
        mfaPost('/passwordless_sms/init', accessToken, { action: 'enroll', phone_number: phoneNumber }, EmptyAnswer, mfaToken),
      enroll: (accessToken: string, path: '/totp/enroll' | '/sms/enroll' | '/passkeys/enroll', body: unknown, mfaToken?: string) =>
        mfaPost(path, accessToken, body, UserAnswer, mfaToken),
      unenroll: (accessToken: string, method: string, mfaToken?: string) => mfaPost('/unenroll', accessToken, { method }, UserAnswer, mfaToken),
    },
  };
}

export type ProviderApi = ReturnType<typeof createProviderApi>;
