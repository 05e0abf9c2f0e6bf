import { defineErrors, PorticoError } from '../../kernel/index';
import type { EmbeddedWalletMessages } from './messages';

declare module '../../kernel/errors' {
  interface ErrorCodeRegistry {
    embedded_wallet_already_exists: true;
    embedded_wallet_not_found: true;
    embedded_wallet_request_timeout: true;
    embedded_wallet_https_required: true;
    embedded_wallet_create_failed: true;
    recovery_needed: true;
    invalid_recovery_password: true;
    unknown_embedded_wallet_error: true;
    unsupported_recovery_method: true;
    user_exited_set_password_flow: true;
    recovery_oauth_failed: true;
    invalid_share: true;
    oauth_unexpected: true;
    invalid_message: true;
    invalid_private_key: true;
    /** A device new to the provider needs a recent login (the frame passes the provider's code on). */
    reauthentication_required: true;
  }
}

/** The frame's own error codes (its protocol) that the widget knows; any other is unknown_embedded_wallet_error. */
const FRAME_CODES = new Set([
  'embedded_wallet_already_exists',
  'embedded_wallet_not_found',
  'recovery_needed',
  'invalid_recovery_password',
  'invalid_share',
  'unsupported_recovery_method',
  'recovery_oauth_failed',
  'must_be_authenticated',
  'missing_or_invalid_token',
  'missing_or_invalid_mfa',
  'reauthentication_required',
]);

/** A frame error as the widget's typed error: a wallet request's numeric code (4200, 4001) is kept as providerCode. */
export function frameFailure(error: { code: string | number; message: string; recoveryMethod?: string | undefined }): PorticoError {
  if (typeof error.code === 'number') return new PorticoError('unknown_embedded_wallet_error', error.message, { providerCode: error.code });
  const code = FRAME_CODES.has(error.code) ? (error.code as 'recovery_needed') : 'unknown_embedded_wallet_error';
  return new PorticoError(code, error.message, error.recoveryMethod ? { details: error.recoveryMethod } : {});
}

export const embeddedWalletErrors = (m: EmbeddedWalletMessages) =>
  defineErrors({
    embedded_wallet_create_failed: { title: m.createFailedTitle, detail: (error) => error.shortMessage, cta: 'Retry', retryable: true },
    embedded_wallet_request_timeout: { title: m.createFailedTitle, detail: (error) => error.shortMessage, cta: 'Retry', retryable: true },
  });
