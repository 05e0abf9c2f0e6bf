import * as z from 'zod/mini';
import { ErrorBodyWire } from '../../../schemas';
import { RECOVERY_METHODS } from '../requests';

/** The frame's calls to the provider's embedded wallet routes (same origin as the frame; see protocol.ts). */

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
  encrypted_recovery_share: z.string(),
  recovery_method: z.enum(RECOVERY_METHODS),
  recovery_key: z.optional(z.string()),
});
export type RecoveryShareAnswer = z.output<typeof RecoveryShareAnswer>;
const RecoveryKeyAnswer = z.object({ recovery_key: z.string() });
const SharesAddressAnswer = z.object({ shares_address: z.string() });
/** The user is handed to the host untouched; the frame only checks it is an object. */
const UserAnswer = z.record(z.string(), z.unknown());

export interface SharesBody {
  address: string;
  recovery_method: (typeof RECOVERY_METHODS)[number];
  auth_share: string;
  encrypted_recovery_share: string;
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
}

export function createProviderApi({ baseUrl, appId, clientId, analyticsId, fetch }: ProviderApiOptions) {
  async function post<S extends z.ZodMiniType>(path: string, accessToken: string, body: unknown, answer: S, mfaToken?: string): Promise<z.output<S>> {
    const response = await fetch(`${baseUrl}/api/v1/embedded_wallets${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        'privy-app-id': appId,
        ...(clientId && { 'privy-client-id': clientId }),
        ...(analyticsId && { 'privy-ca-id': analyticsId }),
        ...(mfaToken && { 'privy-mfa-token': mfaToken }),
      },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = ErrorBodyWire.safeParse(json);
      throw error.success
        ? new ProviderApiError(error.data.code, error.data.error)
        : new ProviderApiError('error', `The provider answered ${response.status}`);
    }
    return answer.parse(json);
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
    recoveryShare: (accessToken: string, address: string) =>
      post('/shares/recovery', accessToken, { address }, RecoveryShareAnswer),
    replaceShares: (accessToken: string, body: SharesBody) => post('/recovery', accessToken, body, UserAnswer),
  };
}

export type ProviderApi = ReturnType<typeof createProviderApi>;
