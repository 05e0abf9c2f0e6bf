import * as z from 'zod/mini';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from './webauthn';

/** The answer of passkeys/authenticate/init and passkeys/link/init: the relying party and the WebAuthn options. */
export const PasskeyOptionsResponse = z.object({
  relying_party: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});

const common = (r: AuthenticationResponseJSON | RegistrationResponseJSON) => ({
  id: r.id,
  raw_id: r.rawId,
  authenticator_attachment: r.authenticatorAttachment ?? null,
  client_extension_results: r.clientExtensionResults,
  type: r.type,
});

/** Section 3.4's snake_case authentication response. */
export const authenticationWire = (r: AuthenticationResponseJSON) => ({
  ...common(r),
  response: {
    client_data_json: r.response.clientDataJSON,
    authenticator_data: r.response.authenticatorData,
    signature: r.response.signature,
    user_handle: r.response.userHandle ?? null,
  },
});

/** The registration response in the same snake_case style. */
export const registrationWire = (r: RegistrationResponseJSON) => ({
  ...common(r),
  response: {
    client_data_json: r.response.clientDataJSON,
    attestation_object: r.response.attestationObject,
    transports: r.response.transports ?? [],
  },
});
