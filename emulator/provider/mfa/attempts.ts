import type { MfaMethodType } from '../../../schemas';
import type { EmulatorContext } from '../context';
import { ApiError } from '../../shared/http-error';
import { maxMfaAttempts } from './errors';

/**
 * Wrong MFA answers count per user and factor until a right one, across lock-outs, so a lock ending never hands out a
 * fresh set of guesses: the 5th wrong answer locks the factor for 15 minutes and each further one for twice as long as
 * the last (30, 60 minutes ...). While locked every try, even a right one, is refused with
 * mfa_verification_max_attempts_reached; guessing as fast as allowed gets 11 tries in a day.
 */

export const MFA_MAX_ATTEMPTS = 5;
export const MFA_FIRST_LOCK_MS = 15 * 60_000;
/** How long a texted code may be waited for (section 9's MFA code wait). */
export const MFA_CODE_WAIT_MS = 300_000;

const attemptsKey = (userId: string, factor: MfaMethodType) => `${userId}:${factor}`;

/** How long `failures` wrong answers lock the factor for: not at all below the limit, then doubling with each one. */
const lockMs = (failures: number) => (failures < MFA_MAX_ATTEMPTS ? 0 : MFA_FIRST_LOCK_MS * 2 ** (failures - MFA_MAX_ATTEMPTS));

function refuseWhileLocked(ctx: EmulatorContext, key: string): void {
  const lockedUntil = ctx.repo.get('mfa_attempts', key)?.locked_until ?? 0;
  if (ctx.now() < lockedUntil) throw maxMfaAttempts(lockedUntil - ctx.now());
}

/** A wrong code or a failed assertion counts; a malformed request does not. */
const isWrongAnswer = (error: unknown) => error instanceof ApiError && error.code === 'invalid_credentials';

/** Runs one verification of `userId` with `factor` under the limit: a right answer clears its count, a wrong one adds to it. */
export async function withinAttemptLimit<T>(ctx: EmulatorContext, userId: string, factor: MfaMethodType, verify: () => Promise<T>): Promise<T> {
  const key = attemptsKey(userId, factor);
  refuseWhileLocked(ctx, key);
  try {
    const result = await verify();
    ctx.repo.delete('mfa_attempts', key);
    return result;
  } catch (error) {
    if (!isWrongAnswer(error)) throw error;
    // Read again after the await: concurrent wrong answers must each count.
    const failures = (ctx.repo.get('mfa_attempts', key)?.failures ?? 0) + 1;
    ctx.repo.put('mfa_attempts', key, { failures, locked_until: ctx.now() + lockMs(failures) });
    // The answer that locks the factor says so, and for how long.
    refuseWhileLocked(ctx, key);
    throw error;
  }
}
