import { UserWire } from '../../../schemas';
import { MFA_TOKEN_HEADER, MfaTotpInitAnswer, MfaVerifyAnswer } from '../../../schemas/mfa';
import { DEMO_APP_ID } from '../apps';
import { startEmulator, testClock, type CallOptions } from '../../test-support';
import { totpCode } from './totp';

export const ORIGIN = 'http://localhost:5173';
export const ADA_PHONE = '+14155550111';
export const WRONG_CODE = { status: 400, code: 'invalid_credentials', error: 'The code you entered is not valid' };
export const MISSING_MFA = { status: 403, code: 'missing_or_invalid_mfa' };
export const MAX_ATTEMPTS = { status: 429, code: 'mfa_verification_max_attempts_reached' };
/** A code that is surely not `code`. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * The demo app with every MFA method on, a logged-in user, and one call per step of the SMS and TOTP flows (the passkey
 * flow's are in passkey-mfa.test.ts, beside the software authenticator that only tests may import).
 */
export async function mfaApp(config: Record<string, unknown> = {}) {
  const clock = testClock();
  const api = startEmulator({ now: clock.now });
  const configured = await api.configureApp(DEMO_APP_ID, { mfa_methods: ['sms', 'totp', 'passkey'], passkey_auth: true, ...config });
  if (configured.status !== 200) throw new Error(configured.text);
  const login = await api.logIn('ada@example.com');
  const accessToken = login.token as string;

  /** A call as the user's page makes it, with an MFA proof when given. */
  const options = (body: unknown, proof?: string): CallOptions => ({
    body,
    token: accessToken,
    headers: { origin: ORIGIN, ...(proof && { [MFA_TOKEN_HEADER]: proof }) },
  });
  const call = (path: string, body: unknown = {}, proof?: string) => api.call(`/api/v1/mfa${path}`, options(body, proof));
  const fail = (path: string, body: unknown = {}, proof?: string) => api.fail(`/api/v1/mfa${path}`, options(body, proof));
  const user = (path: string, body: unknown = {}, proof?: string) => api.ok(UserWire, `/api/v1/mfa${path}`, options(body, proof));
  const verify = (body: unknown) => api.ok(MfaVerifyAnswer, '/api/v1/mfa/verify', options(body));

  async function smsCode(action: 'enroll' | 'verify', phoneNumber = ADA_PHONE): Promise<string> {
    const answer = await call('/passwordless_sms/init', { action, ...(action === 'enroll' && { phone_number: phoneNumber }) });
    if (answer.status !== 200 || answer.text !== '{}') throw new Error(`passwordless_sms/init answered ${answer.status}: ${answer.text}`);
    return api.latestCode(phoneNumber);
  }
  const enrollSms = async (phoneNumber = ADA_PHONE, proof?: string) =>
    user('/sms/enroll', { phone_number: phoneNumber, code: await smsCode('enroll', phoneNumber) }, proof);
  const verifySms = async () => (await verify({ method: 'sms', code: await smsCode('verify') })).token;

  const totpInit = () => api.ok(MfaTotpInitAnswer, '/api/v1/mfa/totp/init', options({}));
  async function enrollTotp(proof?: string) {
    const { secret } = await totpInit();
    return { secret, user: await user('/totp/enroll', { code: totpCode(secret, clock.now()) }, proof) };
  }
  /** At the next step: the enrolment spent the current one. */
  async function verifyTotp(secret: string) {
    clock.advance(30_000);
    return (await verify({ method: 'totp', code: totpCode(secret, clock.now()) })).token;
  }

  return {
    api,
    clock,
    accessToken,
    userId: login.user!.id,
    options,
    call,
    fail,
    user,
    verify,
    smsCode,
    enrollSms,
    verifySms,
    totpInit,
    enrollTotp,
    verifyTotp,
  };
}
