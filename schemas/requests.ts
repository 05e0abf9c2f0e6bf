import * as z from 'zod/mini';

/** Request bodies of the calls in section 7, as the client sends them and the emulator checks them. */

export const LOGIN_MODES = ['login-or-sign-up', 'no-signup'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

const nonEmpty = z.string().check(z.minLength(1), z.maxLength(2048));
const optionalToken = z.nullish(z.string().check(z.maxLength(4096)));

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

export const CustomMetadataRequest = z.object({
  custom_metadata: z.record(z.string().check(z.maxLength(256)), z.union([z.string(), z.number(), z.boolean()])),
});

export const AnalyticsEventRequest = z.object({
  event_name: nonEmpty,
  client_id: z.nullish(z.string()),
  payload: z._default(z.record(z.string(), z.unknown()), {}),
});

export type RequestBody<S extends z.ZodMiniType> = z.input<S>;
