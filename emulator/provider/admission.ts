import type { LoginMode } from '../../schemas';
import type { EmulatorContext } from './context';
import { ApiError } from '../shared/http-error';
import type { AppRecord } from '../shared/records';
import { countUsers } from './users';

/**
 * The app's rules on who may log in, after the person proved they own `identifier`:
 * sign-up switched off for this flow, the allowlist (also for existing users), and the user limit.
 */
export function checkAdmission(
  ctx: EmulatorContext,
  app: AppRecord,
  { identifier, isNewUser, mode }: { identifier: string; isNewUser: boolean; mode: LoginMode },
): void {
  if (isNewUser && mode === 'no-signup') throw new ApiError(404, 'user_does_not_exist', 'User does not exist');
  const { allowlist } = app.settings;
  if (allowlist.length > 0 && !allowlist.includes(identifier)) {
    throw new ApiError(403, 'allowlist_rejected', 'This account is not on the allowlist of this app');
  }
  const maxUsers = app.config.max_users;
  if (isNewUser && maxUsers != null && countUsers(ctx.repo, app.config.id) >= maxUsers) {
    throw new ApiError(
      403,
      'max_accounts_reached',
      'This application has reached its user limit and cannot sign in new users.',
    );
  }
}
