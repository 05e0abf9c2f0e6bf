/**
 * Why a recovery envelope could not be opened. AES-GCM cannot tell a wrong password or key from an
 * altered envelope, so those share one reason; `malformed` means it was never a valid envelope.
 */
export type RecoveryDecryptionFailure = 'wrong_secret_or_tampered' | 'malformed';

export class RecoveryDecryptionError extends Error {
  constructor(
    readonly reason: RecoveryDecryptionFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RecoveryDecryptionError';
  }
}
