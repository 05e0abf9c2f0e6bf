import * as z from 'zod/mini';
import type { AuthenticationResponseJSON } from './webauthn';

/** Answer of mfa/passkeys/init: the relying party and the assertion's request options. */
export const MfaPasskeyOptions = z.object({
  relying_party: z.string(),
  options: z.looseObject({ challenge: z.string() }),
});

/**
 * Section 3.4's snake_case authentication response. The passkey plugin maps it the same way; plugins may not import
 * each other, so this small mapping would move to schemas/passkey.ts to be shared.
 */
export const authenticationWire = (r: AuthenticationResponseJSON) => ({
  id: r.id,
  raw_id: r.rawId,
  authenticator_attachment: r.authenticatorAttachment ?? null,
  client_extension_results: r.clientExtensionResults,
  type: r.type,
  response: {
    client_data_json: r.response.clientDataJSON,
    authenticator_data: r.response.authenticatorData,
    signature: r.response.signature,
    user_handle: r.response.userHandle ?? null,
  },
});
