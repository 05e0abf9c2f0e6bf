import { ApiError, invalidData } from '../../shared/http-error';

/** MFA's error answers, with the spec's messages (section 8) where it has one. */

export const wrongMfaCode = () => new ApiError(400, 'invalid_credentials', 'The code you entered is not valid');

export const unsupportedMfaMethod = () => invalidData('Unsupported MFA method');

export const missingMfaProof = () => new ApiError(403, 'missing_or_invalid_mfa', 'Missing or invalid MFA token');

/** Section 8's message, with the lock's time left in minutes where the spec's 10-second cool-down was. */
export function maxMfaAttempts(retryInMs: number): ApiError {
  const minutes = Math.ceil(retryInMs / 60_000);
  return new ApiError(
    429,
    'mfa_verification_max_attempts_reached',
    `You have exceeded the maximum number of attempts. Please close this window and try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export const notEnrolled = (method: string) => invalidData(`User has not enrolled in ${method} MFA`);
