import type { LinkedAccountWire, MfaMethodType } from '../../../schemas';
import { ApiError } from '../../shared/http-error';
import type { AppRecord, UserRecord } from '../../shared/records';

/** The user's side of MFA: the `mfa_methods` the wire shows and the passkeys' `enrolled_in_mfa`. */

type PasskeyAccountWire = Extract<LinkedAccountWire, { type: 'passkey' }>;

const METHOD_NAMES: Record<MfaMethodType, string> = { sms: 'SMS', totp: 'Authenticator app', passkey: 'Passkey' };

export const hasMfa = (user: UserRecord): boolean => user.mfa_methods.length > 0;

export const hasMfaMethod = (user: UserRecord, type: MfaMethodType): boolean => user.mfa_methods.some((m) => m.type === type);

/** The host app chooses its MFA methods (config `mfa_methods`); others cannot be enrolled. */
export function assertMethodEnabled(app: AppRecord, type: MfaMethodType): void {
  if (!app.config.mfa_methods?.includes(type)) {
    throw new ApiError(403, 'disallowed_login_method', `${METHOD_NAMES[type]} verification is not enabled for this app`);
  }
}

/** Enrolled now: added, or its verification time renewed when it was already there (a new number or secret). */
export const withMethod = (user: UserRecord, type: MfaMethodType, nowSeconds: number): UserRecord => ({
  ...user,
  mfa_methods: [...user.mfa_methods.filter((m) => m.type !== type), { type, verified_at: nowSeconds }],
});

export const withoutMethod = (user: UserRecord, type: MfaMethodType): UserRecord => ({
  ...user,
  mfa_methods: user.mfa_methods.filter((m) => m.type !== type),
});

const isPasskey = (account: LinkedAccountWire): account is PasskeyAccountWire => account.type === 'passkey';

export const passkeyIds = (user: UserRecord): string[] => user.linked_accounts.filter(isPasskey).map((p) => p.credential_id);

export const mfaPasskeyIds = (user: UserRecord): string[] =>
  user.linked_accounts.filter(isPasskey).filter((p) => p.enrolled_in_mfa === true).map((p) => p.credential_id);

/** `ids` marked `enrolled_in_mfa` (or not); the user's other passkeys keep their mark. */
export const withPasskeysEnrolled = (user: UserRecord, ids: readonly string[], enrolled: boolean): UserRecord => ({
  ...user,
  linked_accounts: user.linked_accounts.map((a) =>
    isPasskey(a) && ids.includes(a.credential_id) ? { ...a, enrolled_in_mfa: enrolled } : a,
  ),
});
