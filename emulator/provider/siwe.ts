import type { Context } from 'hono';
import { getAddress, type Address, type Hex } from 'viem';
import { toSeconds, type LinkedAccountWire, type LoginMode } from '../../schemas';
import type { EmulatorContext, EmulatorEnv } from './context';
import { ApiError } from '../shared/http-error';
import type { ProvenAccount } from './login';
import { requiredCallingOrigin } from './origin';
import type { AppRecord } from '../shared/records';
import { assertSiweChain, assertSiweOrigin, assertSiweTimes, assertValidSiwe, parseSiwe } from './siwe-message';
import { takeSiweNonce } from './siwe-nonces';
import { verifiedNow } from './users';
import { verifyWalletSignature } from './wallet-signature';

/** Sign-In With Ethereum (sections 5 and 7): a signed EIP-4361 message proves the wallet account. */

type WalletAccountWire = Extract<LinkedAccountWire, { type: 'wallet' }>;

export interface SiweProofInput {
  message: string;
  signature: string;
  /** CAIP-2, `eip155:{id}` (checked by the request schema). */
  chainId: string;
  walletClientType: string;
  connectorType: string;
}

/** Login, link and init are refused unless the app enables wallet login. */
export function requireWalletLogin(app: AppRecord): void {
  if (!app.config.wallet_auth) {
    throw new ApiError(403, 'disallowed_login_method', 'Login with wallet is not allowed for this app');
  }
}

/** The lower-case spelling the nonces, the account index and the allowlist go by. */
export const walletIdentifier = (address: string) => address.toLowerCase();

const walletAccount = (address: Address, input: SiweProofInput, nowSeconds: number): WalletAccountWire => ({
  type: 'wallet',
  id: null,
  address,
  imported: false,
  delegated: false,
  chain_type: 'ethereum',
  chain_id: input.chainId,
  // An external wallet: "unknown" is the spec's value for any client but the provider's embedded one.
  wallet_client: 'unknown',
  wallet_client_type: input.walletClientType,
  connector_type: input.connectorType,
  recovery_method: null,
  wallet_index: null,
  public_key: null,
  ...verifiedNow(nowSeconds),
});

/**
 * The wallet account a signed message proves, for logInWithProof and the link helpers. Checks, in order: the
 * message's form, its domain and URI against the calling page, its chain against the request's, the nonce
 * (spent here, whatever comes next), the message's times, and the signature.
 */
export async function siweProof(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  input: SiweProofInput,
  mode: LoginMode = 'login-or-sign-up',
): Promise<ProvenAccount> {
  const app = c.get('app');
  requireWalletLogin(app);
  // The page the message must name; SIWE's domain binding is what stops a message signed elsewhere.
  const origin = requiredCallingOrigin(c, 'Sign-In With Ethereum');
  const chainId = Number(input.chainId.slice('eip155:'.length));
  const fields = parseSiwe(input.message);
  assertSiweOrigin(fields, origin);
  assertSiweChain(fields, chainId);
  const nonce = takeSiweNonce(ctx, app.config.id, fields.nonce, walletIdentifier(fields.address));
  const nowMs = ctx.now();
  assertSiweTimes(fields, nonce, nowMs);
  assertValidSiwe(fields, nowMs);
  const address = getAddress(fields.address);
  await verifyWalletSignature(ctx, { address, message: input.message, signature: input.signature as Hex, chainId });
  const account = walletAccount(address, input, toSeconds(ctx.now()));
  return { account, identifier: walletIdentifier(address), mode };
}
