import * as z from 'zod/mini';
import { PasskeyAuthenticationResponse } from './passkey';
import { MFA_METHOD_TYPES, type MfaMethodType } from './names';

/**
 * MFA request bodies and answers (spec section 7, "MFA and user"; the provider's paths under /api/v1/mfa).
 * Not re-exported by schemas/index, for the reason schemas/passkey gives: only the MFA plugin and the emulator load them.
 */

/** The header that carries an MFA proof (the token of `mfa/verify`) to the calls it unlocks. */
export const MFA_TOKEN_HEADER = 'privy-mfa-token';

/**
 * A method as the client names it. Checked by the route, not here, so an unknown one answers the spec's
 * 'Unsupported MFA method' rather than a schema message.
 */
const methodName = z.string().check(z.minLength(1), z.maxLength(32));
const phoneNumber = z.string().check(z.minLength(1), z.maxLength(32));
/** Six digits in practice; anything else is a wrong code, not a malformed body. */
const code = z.string().check(z.maxLength(32));
const credentialId = z.string().check(z.minLength(1), z.maxLength(1024), z.regex(/^[A-Za-z0-9_-]+$/));

export const isMfaMethodType = (method: string): method is MfaMethodType =>
  (MFA_METHOD_TYPES as readonly string[]).includes(method);

export const MfaSmsInitRequest = z.object({
  action: z.enum(['verify', 'enroll']),
  /** Needed to enrol; a verification goes to the enrolled number. */
  phone_number: z.optional(phoneNumber),
});
export const MfaPasskeysInitRequest = z.object({});
export const MfaSmsEnrollRequest = z.object({ phone_number: phoneNumber, code });
export const MfaTotpInitRequest = z.object({});
export const MfaTotpEnrollRequest = z.object({ code });
/** Up to 5: a user has at most 5 passkeys. */
export const MfaPasskeysEnrollRequest = z.object({ credential_ids: z.array(credentialId).check(z.minLength(1), z.maxLength(5)) });
export const MfaUnenrollRequest = z.object({ method: methodName });
export const MfaVerifyRequest = z.object({
  method: methodName,
  /** sms and totp. */
  code: z.optional(code),
  /** passkey: an assertion for the challenge of mfa/passkeys/init. */
  authenticator_response: z.optional(PasskeyAuthenticationResponse),
  /** passkey: checked against the challenge's when given (section 3's verify input names it). */
  relying_party: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});

export const MfaTotpInitAnswer = z.object({ secret: z.string(), auth_url: z.string() });
/** The MFA proof: presented in `privy-mfa-token` until `expires_at` (seconds). */
export const MfaVerifyAnswer = z.object({ token: z.string(), expires_at: z.number() });
export type MfaVerifyAnswer = z.infer<typeof MfaVerifyAnswer>;
