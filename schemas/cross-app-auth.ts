import * as z from 'zod/mini';
import { AuthResponseWire, toSession } from './session';
import { UserSchema } from './user';

/** The cross-app login and link answer: apart from schemas/cross-app.ts, as it carries the user (schemas/lazy.ts). */

/** The provider token: the provider app user's token, scoped to the requester app. */
const CrossAppTokensWire = z.object({
  provider: z.string(),
  access_token: z.string(),
  access_token_expires_in_seconds: z.nullish(z.number()),
});

export interface CrossAppToken {
  /** `privy:{providerAppId}`. */
  provider: string;
  accessToken: string;
  /** Seconds, or null when the provider gave no lifetime. */
  expiresInSeconds: number | null;
}

export const CrossAppAuthResponseWire = z.extend(AuthResponseWire, { oauth_tokens: CrossAppTokensWire });
export type CrossAppAuthResponseWire = z.input<typeof CrossAppAuthResponseWire>;

/** The ordinary auth answer (its `oauthTokens` left null: they are not a social provider's) plus the provider token. */
export const CrossAppAuthResponseSchema = z.pipe(
  z.extend(CrossAppAuthResponseWire, { user: UserSchema }),
  z.transform(({ oauth_tokens, ...rest }) => ({
    ...toSession({ ...rest, oauth_tokens: null }),
    providerToken: {
      provider: oauth_tokens.provider,
      accessToken: oauth_tokens.access_token,
      expiresInSeconds: oauth_tokens.access_token_expires_in_seconds ?? null,
    } satisfies CrossAppToken,
  })),
);
