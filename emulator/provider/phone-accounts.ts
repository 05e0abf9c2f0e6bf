import { toSeconds, type LoginMode } from '../../schemas';
import type { EmulatorContext } from './context';
import { ApiError, invalidData } from '../shared/http-error';
import type { ProvenAccount } from './login';
import type { AppRecord } from '../shared/records';
import { verifiedNow } from './users';

const E164 = /^\+[1-9]\d{6,14}$/;

/** Numbers are kept in E.164; the spaces, dashes, dots and brackets of a formatted number are dropped first. */
export function normalizePhoneNumber(raw: string): string {
  const number = raw.replace(/[\s().-]/g, '');
  if (!E164.test(number)) throw invalidData('Invalid phone number: expected E.164, e.g. +14155550123');
  return number;
}

export function requireSmsLogin(app: AppRecord): void {
  if (!app.config.sms_auth) {
    throw new ApiError(403, 'disallowed_login_method', 'Login with SMS is not allowed for this app');
  }
}

/** Numbers under one of the app's unsupported calling-code prefixes get no code. */
export function assertSupportedRegion(app: AppRecord, phoneNumber: string): void {
  const unsupported = app.settings.sms_unsupported_regions ?? [];
  if (unsupported.some((prefix) => phoneNumber.startsWith(prefix))) {
    throw new ApiError(400, 'not_supported', 'SMS authentication from this region is not available');
  }
}

/** A number verified by its code, for logInWithProof and the link helpers. */
export const phoneProof = (ctx: EmulatorContext, phoneNumber: string, mode: LoginMode = 'login-or-sign-up'): ProvenAccount => ({
  account: { type: 'phone', phoneNumber, ...verifiedNow(toSeconds(ctx.now())) },
  identifier: phoneNumber,
  mode,
});
