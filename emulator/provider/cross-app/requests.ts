import * as z from 'zod/mini';
import { CrossAppCodeRequest, CrossAppInitRequest } from '../../../schemas/cross-app';
import { TransactionBody } from './chain';

/** The emulator's checks of the cross-app bodies (schemas/cross-app.ts's shapes with limits), and its own routes'. */

const PROVIDER_ID = /^privy:[\w-]{1,64}$/;
const AppId = z.string().check(z.length(25));
const Opaque = z.string().check(z.minLength(1), z.maxLength(256));
const Url = z.string().check(z.minLength(1), z.maxLength(2048));
/** A PKCE S256 challenge: a SHA-256 in base64url. */
const Challenge = z.string().check(z.regex(/^[\w-]{43}$/));

export const InitBody = z.extend(CrossAppInitRequest, {
  provider: z.string().check(z.regex(PROVIDER_ID)),
  redirect_to: Url,
  code_challenge: Challenge,
  state_code: Opaque,
});

export const CodeBody = z.extend(CrossAppCodeRequest, {
  authorization_code: Opaque,
  state_code: Opaque,
  code_verifier: z.string().check(z.minLength(43), z.maxLength(128)),
  provider: z.string().check(z.regex(PROVIDER_ID)),
});

/** GET /oauth/authorize: the consent page's query, as cross-app/init builds it; POST /api/v1/cross-app/consent sends it back as the approval. */
export const ConsentQuery = z.object({
  client_id: AppId,
  provider_app_id: AppId,
  code_challenge: Challenge,
  state: Opaque,
  redirect_to: Url,
});
export type ConsentQuery = z.output<typeof ConsentQuery>;

/** POST /api/v1/cross-app/transact/session (the transact page): the provider token and the opener's URL. */
export const TransactSessionBody = z.object({ token: Opaque, callback_url: Url });

/** GET /oauth/transact: the token and the request, as the widget opens the page. */
export const TransactQuery = z.object({ token: z.optional(z.string()), request: z.optional(z.string().check(z.maxLength(32 * 1024))) });

/** POST /api/v1/cross-app/unlink: the `cross_app` account's subject (the provider app's user id). */
export const UnlinkBody = z.object({ subject: Opaque, provider: z.optional(z.string().check(z.regex(PROVIDER_ID))) });

/** POST /api/v1/cross-app/transact/prepare and /broadcast: eth_sendTransaction's two provider-side steps. */
export const PrepareBody = z.extend(TransactSessionBody, { transaction: TransactionBody });
export const BroadcastBody = z.extend(TransactSessionBody, {
  chain_id: z.int().check(z.gte(1)),
  signed: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/), z.maxLength(64 * 1024)),
});
