import type { EmulatorContext } from '../context';
import type { MfaFactorsRecord, UserRecord } from '../../shared/records';

/** A user's MFA secrets, kept beside the user so the user record (and its wire form) never carries them. */

export const readFactors = (ctx: EmulatorContext, user: UserRecord): MfaFactorsRecord => ctx.repo.get('mfa_factors', user.id) ?? {};

export function updateFactors(ctx: EmulatorContext, user: UserRecord, change: (factors: MfaFactorsRecord) => MfaFactorsRecord): void {
  ctx.repo.put('mfa_factors', user.id, change(readFactors(ctx, user)));
}
