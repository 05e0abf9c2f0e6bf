import * as z from 'zod/mini';
import { optionalToken } from './requests';

/**
 * Passkey request bodies (section 7) and the authenticator responses in section 3.4's snake_case shape.
 * Not re-exported by schemas/index: zod schemas are built when their module loads, so these would weigh on every
 * entry point; only the passkey plugin and the emulator import them.
 */
const b64url = z.string().check(z.maxLength(16_384), z.regex(/^[A-Za-z0-9_-]*$/));
const shortText = z.string().check(z.minLength(1), z.maxLength(512));
const attachment = z.nullish(z.enum(['platform', 'cross-platform']));
const extensions = z.optional(z.record(z.string(), z.unknown()));

export const PasskeyAuthenticationResponse = z.object({
  id: b64url,
  raw_id: b64url,
  response: z.object({
    client_data_json: b64url,
    authenticator_data: b64url,
    signature: b64url,
    user_handle: z.nullish(b64url),
  }),
  authenticator_attachment: attachment,
  client_extension_results: extensions,
  type: z.literal('public-key'),
});
export type PasskeyAuthenticationResponse = z.infer<typeof PasskeyAuthenticationResponse>;

export const PasskeyRegistrationResponse = z.object({
  id: b64url,
  raw_id: b64url,
  response: z.object({
    client_data_json: b64url,
    attestation_object: b64url,
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8))),
  }),
  authenticator_attachment: attachment,
  client_extension_results: extensions,
  type: z.literal('public-key'),
});
export type PasskeyRegistrationResponse = z.infer<typeof PasskeyRegistrationResponse>;

export const PasskeyAuthenticateInitRequest = z.object({ token: optionalToken });
export const PasskeyAuthenticateRequest = z.object({
  relying_party: shortText,
  challenge: b64url.check(z.minLength(16)),
  authenticator_response: PasskeyAuthenticationResponse,
});
export const PasskeyLinkInitRequest = z.object({});
export const PasskeyLinkRequest = z.object({ relying_party: shortText, authenticator_response: PasskeyRegistrationResponse });
export const PasskeyUnlinkRequest = z.object({ credential_id: b64url.check(z.minLength(1)) });

/** The answer of passkeys/authenticate/init, passkeys/link/init and mfa/passkeys/init: relying party and WebAuthn options. */
export const PasskeyOptionsResponse = z.object({
  relying_party: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});

/** The parts of a WebAuthn JSON response (as @simplewebauthn/browser returns it) every mapping reads. */
interface CredentialJson {
  id: string;
  rawId: string;
  authenticatorAttachment?: string;
  clientExtensionResults: object;
  type: string;
}

const credentialWire = (r: CredentialJson) => ({
  id: r.id,
  raw_id: r.rawId,
  authenticator_attachment: r.authenticatorAttachment ?? null,
  client_extension_results: r.clientExtensionResults,
  type: r.type,
});

/** Section 3.4's snake_case authentication response, from a WebAuthn assertion's JSON. */
export const authenticationWire = (
  r: CredentialJson & { response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string } },
) => ({
  ...credentialWire(r),
  response: {
    client_data_json: r.response.clientDataJSON,
    authenticator_data: r.response.authenticatorData,
    signature: r.response.signature,
    user_handle: r.response.userHandle ?? null,
  },
});

/** The registration response in the same snake_case style. */
export const registrationWire = (
  r: CredentialJson & { response: { clientDataJSON: string; attestationObject: string; transports?: string[] } },
) => ({
  ...credentialWire(r),
  response: {
    client_data_json: r.response.clientDataJSON,
    attestation_object: r.response.attestationObject,
    transports: r.response.transports ?? [],
  },
});
