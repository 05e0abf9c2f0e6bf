import * as z from 'zod/mini';
import { UserSchema, UserWire } from './user';
import { OAUTH_PROVIDERS } from './names';

export const SESSION_UPDATE_ACTIONS = ['set', 'ignore', 'clear'] as const;
export type SessionUpdateAction = (typeof SESSION_UPDATE_ACTIONS)[number];

const OAuthTokensWire = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  access_token: z.string(),
  access_token_expires_in_seconds: z.nullish(z.number()),
  refresh_token: z.nullish(z.string()),
  refresh_token_expires_in_seconds: z.nullish(z.number()),
  scopes: z.nullish(z.array(z.string())),
});

/** Every authenticate, link and session answer. Tokens are nullable: a "clear" answer carries none. */
export const AuthResponseWire = z.object({
  user: z.nullable(UserWire),
  token: z.nullish(z.string()),
  privy_access_token: z.nullish(z.string()),
  refresh_token: z.nullish(z.string()),
  identity_token: z.nullish(z.string()),
  is_new_user: z.nullish(z.boolean()),
  session_update_action: z.nullish(z.enum(SESSION_UPDATE_ACTIONS)),
  oauth_tokens: z.nullish(OAuthTokensWire),
});
export type AuthResponseWire = z.input<typeof AuthResponseWire>;

export interface OAuthTokens {
  provider: (typeof OAUTH_PROVIDERS)[number];
  accessToken: string;
  accessTokenExpiresInSeconds: number | null;
  refreshToken: string | null;
  refreshTokenExpiresInSeconds: number | null;
  scopes: string[];
}

export function toSession<U>(wire: Omit<z.output<typeof AuthResponseWire>, 'user'> & { user: U }) {
  return {
    user: wire.user,
    // The provider may send the access token under either name; both mean the same token.
    accessToken: wire.token ?? wire.privy_access_token ?? null,
    refreshToken: wire.refresh_token ?? null,
    identityToken: wire.identity_token ?? null,
    isNewUser: wire.is_new_user ?? false,
    sessionUpdateAction: wire.session_update_action ?? null,
    oauthTokens: wire.oauth_tokens
      ? ({
          provider: wire.oauth_tokens.provider,
          accessToken: wire.oauth_tokens.access_token,
          accessTokenExpiresInSeconds: wire.oauth_tokens.access_token_expires_in_seconds ?? null,
          refreshToken: wire.oauth_tokens.refresh_token ?? null,
          refreshTokenExpiresInSeconds: wire.oauth_tokens.refresh_token_expires_in_seconds ?? null,
          scopes: wire.oauth_tokens.scopes ?? [],
        } satisfies OAuthTokens)
      : null,
  };
}

/** Answer of an authenticate or link call: always a user. */
export const AuthResponseSchema = z.pipe(z.extend(AuthResponseWire, { user: UserSchema }), z.transform(toSession));
/** Answer of the session endpoints: a "clear" answer may carry no user. */
export const SessionResponseSchema = z.pipe(
  z.extend(AuthResponseWire, { user: z.nullable(UserSchema) }),
  z.transform(toSession),
);
export type SessionResponse = z.output<typeof SessionResponseSchema>;
export type AuthResponse = z.output<typeof AuthResponseSchema>;

export const ForkResponseWire = z.object({
  token: z.string(),
  refresh_token: z.string(),
  new_session_refresh_token: z.string(),
});
export type ForkResponseWire = z.input<typeof ForkResponseWire>;

export const ForkResponseSchema = z.pipe(
  ForkResponseWire,
  z.transform((wire) => ({
    accessToken: wire.token,
    refreshToken: wire.refresh_token,
    newSessionRefreshToken: wire.new_session_refresh_token,
  })),
);


/** Claims of the access token, as both the emulator signs and the client reads them. */
export const AccessTokenClaims = z.looseObject({
  iss: z.string(),
  aud: z.string(),
  sub: z.string(),
  sid: z.string(),
  /** When the login behind the session happened (seconds); refreshes keep it. */
  auth_time: z.optional(z.number()),
  iat: z.number(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;
