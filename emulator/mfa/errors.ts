import { ApiError, invalidData } from '../http-error';

/** MFA's error answers, with the spec's messages (section 8) where it has one. */

export const wrongMfaCode = () => new ApiError(400, 'invalid_credentials', 'The code you entered is not valid');

export const unsupportedMfaMethod = () => invalidData('Unsupported MFA method');

export const missingMfaProof = () => new ApiError(403, 'missing_or_invalid_mfa', 'Missing or invalid MFA token');

export const maxMfaAttempts = () =>
  new ApiError(
    429,
    'mfa_verification_max_attempts_reached',
    'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
  );

export const notEnrolled = (method: string) => invalidData(`User has not enrolled in ${method} MFA`);
