import * as z from 'zod/mini';
import { OAUTH_PROVIDERS } from './names';

/** Request bodies of the calls in section 7, as the client sends them and the emulator checks them. */

export const LOGIN_MODES = ['login-or-sign-up', 'no-signup'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

const nonEmpty = z.string().check(z.minLength(1), z.maxLength(2048));
export const optionalToken = z.nullish(z.string().check(z.maxLength(4096)));

export const RefreshRequest = z.object({ refresh_token: z.nullish(z.string().check(z.maxLength(512))) });
export const RefreshTokenRequest = z.object({ refresh_token: nonEmpty });

export const EmailInitRequest = z.object({ email: nonEmpty, token: optionalToken });
export const EmailAuthenticateRequest = z.object({
  email: nonEmpty,
  code: nonEmpty,
  mode: z._default(z.enum(LOGIN_MODES), 'login-or-sign-up'),
});
export const EmailLinkRequest = z.object({ email: nonEmpty, code: nonEmpty });
export const EmailUpdateRequest = z.object({ oldAddress: nonEmpty, newAddress: nonEmpty, code: nonEmpty });
export const EmailUnlinkRequest = z.object({ address: nonEmpty });

/** SMS (section 7): `phoneNumber` in camelCase, except update's snake_case numbers. */
export const SmsInitRequest = z.object({ phoneNumber: nonEmpty, token: optionalToken });
export const SmsAuthenticateRequest = z.object({
  phoneNumber: nonEmpty,
  code: nonEmpty,
  mode: z._default(z.enum(LOGIN_MODES), 'login-or-sign-up'),
});
export const SmsLinkRequest = z.object({ phoneNumber: nonEmpty, code: nonEmpty });
export const SmsUpdateRequest = z.object({ old_phone_number: nonEmpty, new_phone_number: nonEmpty, code: nonEmpty });
export const SmsUnlinkRequest = z.object({ phoneNumber: nonEmpty });

/** The guest credential: 32 random bytes, encoded by the client (43 characters in base64url). */
export const GuestAuthenticateRequest = z.object({ guest_credential: z.string().check(z.minLength(32), z.maxLength(512)) });
/** The host's own JWT, verified against the keys configured for the app. */
export const CustomJwtAuthenticateRequest = z.object({ token: z.string().check(z.minLength(1), z.maxLength(8192)) });

/** OAuth (section 7) with PKCE: RFC 7636 verifiers are 43 to 128 characters; an S256 challenge is 43. */
const oauthProvider = z.enum(OAUTH_PROVIDERS);
const codeVerifier = z.string().check(z.minLength(43), z.maxLength(128));
export const OAuthInitRequest = z.object({
  provider: oauthProvider,
  redirect_to: nonEmpty,
  token: optionalToken,
  code_challenge: z.string().check(z.minLength(43), z.maxLength(43)),
  state_code: z.string().check(z.minLength(1), z.maxLength(256)),
});
/** oauth/init's answer: where to send the person to authorize. */
export const OAuthInitAnswer = z.object({ url: z.string() });
export const OAuthLinkRequest = z.object({ authorization_code: nonEmpty, state_code: nonEmpty, code_verifier: codeVerifier });
export const OAuthAuthenticateRequest = z.extend(OAuthLinkRequest, {
  mode: z._default(z.enum(LOGIN_MODES), 'login-or-sign-up'),
});
export const OAuthUnlinkRequest = z.object({ provider: oauthProvider, subject: nonEmpty });

export const CustomMetadataRequest = z.object({
  custom_metadata: z.record(z.string().check(z.maxLength(256)), z.union([z.string(), z.number(), z.boolean()])),
});

export const AnalyticsEventRequest = z.object({
  event_name: nonEmpty,
  client_id: z.nullish(z.string()),
  payload: z._default(z.record(z.string(), z.unknown()), {}),
});

export type RequestBody<S extends z.ZodMiniType> = z.input<S>;
