import * as z from 'zod/mini';
import { OAuthInitAnswer, OAuthInitRequest, OAuthLinkRequest } from './requests';

/**
 * Recovery OAuth (spec section 7, Recovery): the person lets the app keep the embedded wallet's recovery key in their
 * cloud drive, and the frame gets an access token to that drive. PKCE and state as in login OAuth, so the fields are
 * login OAuth's.
 */

export const RecoveryOAuthInitRequest = z.pick(OAuthInitRequest, { redirect_to: true, code_challenge: true, state_code: true });
/** iCloud's init; the emulator refuses it (no stand-in iCloud). */
export const RecoveryOAuthInitICloudRequest = z.object({ client_type: z.literal('web') });
export const RecoveryOAuthAuthenticateRequest = z.extend(OAuthLinkRequest, { provider: z.literal('google-drive') });

/** Where to send the person to consent. */
export const RecoveryOAuthInitAnswer = OAuthInitAnswer;

/** The drive's access token, which the widget hands to the frame as `recoveryAccessToken`. */
export const RecoveryOAuthAuthenticateAnswer = z.pipe(
  z.object({ access_token: z.string().check(z.minLength(1)) }),
  z.transform((wire) => ({ accessToken: wire.access_token })),
);
export type RecoveryOAuthAuthenticateAnswerWire = z.input<typeof RecoveryOAuthAuthenticateAnswer>;
export type RecoveryOAuthAuthenticateAnswer = z.output<typeof RecoveryOAuthAuthenticateAnswer>;
