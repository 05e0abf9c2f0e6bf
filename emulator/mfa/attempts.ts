import type { EmulatorContext } from '../context';
import { ApiError } from '../http-error';
import type { MfaAttemptsRecord } from '../records';
import { maxMfaAttempts } from './errors';

/**
 * Section 9: 4 wrong MFA answers in a verification window; the next try, even a right one, is refused with
 * mfa_verification_max_attempts_reached until a 10-second cool-down (section 8's "try again in 10 seconds") has passed.
 */

export const MFA_MAX_ATTEMPTS = 4;
export const MFA_COOL_DOWN_MS = 10_000;
/** A window lasts as long as a code may be waited for (section 9's MFA code wait). */
export const MFA_CODE_WAIT_MS = 300_000;

/** The user's failures that still count now, or undefined once their window or cool-down is over. */
function liveFailures(ctx: EmulatorContext, userId: string): MfaAttemptsRecord | undefined {
  const record = ctx.repo.get('mfa_attempts', userId);
  if (!record) return undefined;
  const over =
    record.failures >= MFA_MAX_ATTEMPTS
      ? ctx.now() >= record.last_failed_at + MFA_COOL_DOWN_MS
      : ctx.now() >= record.first_failed_at + MFA_CODE_WAIT_MS;
  return over ? undefined : record;
}

function recordFailure(ctx: EmulatorContext, userId: string): void {
  const previous = liveFailures(ctx, userId);
  const now = ctx.now();
  ctx.repo.put('mfa_attempts', userId, {
    failures: (previous?.failures ?? 0) + 1,
    first_failed_at: previous?.first_failed_at ?? now,
    last_failed_at: now,
  });
}

/** A wrong code or a failed assertion counts; a malformed request does not. */
const isWrongAnswer = (error: unknown) => error instanceof ApiError && error.code === 'invalid_credentials';

/** Runs one verification of `userId` under the limit: a right answer clears the count, a wrong one adds to it. */
export async function withinAttemptLimit<T>(ctx: EmulatorContext, userId: string, verify: () => Promise<T>): Promise<T> {
  if ((liveFailures(ctx, userId)?.failures ?? 0) >= MFA_MAX_ATTEMPTS) throw maxMfaAttempts();
  try {
    const result = await verify();
    ctx.repo.delete('mfa_attempts', userId);
    return result;
  } catch (error) {
    if (isWrongAnswer(error)) recordFailure(ctx, userId);
    throw error;
  }
}
