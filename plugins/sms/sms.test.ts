import { describe, expect, it, vi } from 'vitest';
import type { PorticoError } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { sms } from './index';

const ADA = '+14155550101';
const GRACE = '+14155550102';
const LINDA = '+14155550103';

/** A kernel with the SMS plugin alone, against the in-process emulator of an app with SMS login on. */
async function smsOnly(config: Record<string, unknown> = {}) {
  const env = setupEmulator();
  await env.configureApp({ sms_auth: true, ...config });
  const portico = env.kernel([sms()]);
  await portico.start();
  async function signIn(phoneNumber: string, options?: { mode?: 'no-signup' | 'login-or-sign-up' }) {
    await portico.sms.sendCode(phoneNumber);
    return portico.sms.loginWithCode(await env.latestCode(phoneNumber), options);
  }
  /** The JSON body of the last request to a path. */
  const lastBody = async (path: string) =>
    (await env.requests.filter((r) => r.url.endsWith(path)).at(-1)?.clone().json()) as Record<string, unknown>;
  return { env, portico, signIn, lastBody };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: PorticoError) => error,
  );

describe('SMS plugin alone', () => {
  it('signs a new user up, then logs the same user in again', async () => {
    const { env, portico, signIn, lastBody } = await smsOnly();
    const logins: { isNewUser: boolean; method: string }[] = [];
    portico.on('login', ({ isNewUser, method }) => logins.push({ isNewUser, method }));

    const created = await signIn(ADA);
    expect(created.phone).toEqual({ number: ADA });
    expect(created.linkedAccounts).toEqual([expect.objectContaining({ type: 'phone', number: ADA })]);
    expect(portico.getSnapshot().status).toBe('authenticated');
    expect(portico.sms.getState()).toMatchObject({ status: 'done', phoneNumber: ADA, error: null });
    expect(await lastBody('/passwordless_sms/init')).toEqual({ phoneNumber: ADA, token: null });
    expect(await lastBody('/passwordless_sms/authenticate')).toEqual({
      phoneNumber: ADA,
      code: expect.stringMatching(/^\d{6}$/),
      mode: 'login-or-sign-up',
    });

    await portico.logout();
    const again = await signIn(ADA);
    expect(again.id).toBe(created.id);
    expect(logins).toEqual([
      { isNewUser: true, method: 'sms' },
      { isNewUser: false, method: 'sms' },
    ]);
    expect(env.requests.filter((r) => r.url.endsWith('/api/v1/analytics_events'))).toHaveLength(2);
  });

  it('goes through the OTP states in order', async () => {
    const { env, portico } = await smsOnly();
    const seen: string[] = [portico.sms.getState().status];
    portico.subscribe(() => {
      const status = portico.sms.getState().status;
      if (seen.at(-1) !== status) seen.push(status);
    });
    await portico.sms.sendCode(ADA);
    await portico.sms.loginWithCode(await env.latestCode(ADA));
    expect(seen).toEqual(['initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done']);
  });

  it('links, updates and unlinks numbers of the logged-in user', async () => {
    const { env, portico, signIn, lastBody } = await smsOnly();
    const events: string[] = [];
    portico.on('link', ({ accountType }) => events.push(`link:${accountType}`));
    portico.on('unlink', ({ accountType }) => events.push(`unlink:${accountType}`));
    await signIn(ADA);

    await portico.sms.sendCode(GRACE);
    const tooMany = await rejection(portico.sms.link(await env.latestCode(GRACE)));
    expect(tooMany.code).toBe('cannot_link_more_of_type');
    expect(tooMany.shortMessage).toBe('User already has an account of type phone linked.');

    await portico.sms.sendCode(LINDA);
    const updated = await portico.sms.update(ADA, LINDA, await env.latestCode(LINDA));
    expect(updated.phone?.number).toBe(LINDA);
    expect(await lastBody('/passwordless_sms/update')).toEqual({
      old_phone_number: ADA,
      new_phone_number: LINDA,
      code: expect.stringMatching(/^\d{6}$/),
    });

    const unlinked = await portico.sms.unlink(LINDA);
    expect(unlinked.phone).toBeUndefined();
    expect(await lastBody('/passwordless_sms/unlink')).toEqual({ phoneNumber: LINDA });

    await portico.sms.sendCode(GRACE);
    const linked = await portico.sms.link(await env.latestCode(GRACE));
    expect(linked.phone?.number).toBe(GRACE);
    expect(portico.getSnapshot().user?.phone?.number).toBe(GRACE);
    expect(await lastBody('/passwordless_sms/link')).toEqual({ phoneNumber: GRACE, code: expect.stringMatching(/^\d{6}$/) });
    expect(events).toEqual(['unlink:phone', 'link:phone']);
  });

  it('refuses to link a number that belongs to another user', async () => {
    const { env, portico, signIn } = await smsOnly();
    await signIn(ADA);
    await portico.logout();
    await signIn(GRACE);
    await portico.sms.unlink(GRACE);
    await portico.sms.sendCode(ADA);
    expect((await rejection(portico.sms.link(await env.latestCode(ADA)))).code).toBe('linked_to_another_user');
  });

  it('needs an authenticated user to link, update or unlink, and an existing number to update', async () => {
    const { env, portico, signIn } = await smsOnly();
    await portico.sms.sendCode(ADA);
    const code = await env.latestCode(ADA);
    expect((await rejection(portico.sms.link(code))).code).toBe('must_be_authenticated');
    expect((await rejection(portico.sms.unlink(ADA))).code).toBe('must_be_authenticated');
    expect((await rejection(portico.sms.update(GRACE, ADA, code))).code).toBe('must_be_authenticated');

    await signIn(ADA);
    await portico.sms.unlink(ADA);
    const noPhone = await rejection(portico.sms.update(ADA, GRACE, '123456'));
    expect(noPhone).toMatchObject({ code: 'invalid_data', shortMessage: 'User does not have a phone number to update' });
  });

  it('sends no code to an unsupported region: not_supported', async () => {
    const { portico } = await smsOnly({ sms_unsupported_regions: ['+7'] });
    const error = await rejection(portico.sms.sendCode('+79123456789'));
    expect(error).toMatchObject({ code: 'not_supported', status: 400 });
    expect(portico.sms.getState()).toMatchObject({ status: 'error', error: { code: 'not_supported' } });
  });

  it('is rate limited per number', async () => {
    const { portico } = await smsOnly();
    for (let i = 0; i < 5; i++) await portico.sms.sendCode(ADA);
    const error = await rejection(portico.sms.sendCode(ADA));
    expect(error).toMatchObject({ code: 'too_many_requests', status: 429 });
    await portico.sms.sendCode(GRACE);
  });

  it('refuses a wrong code with invalid_credentials and keeps the user logged out', async () => {
    const { portico } = await smsOnly();
    await portico.sms.sendCode(ADA);
    const error = await rejection(portico.sms.loginWithCode('000000'));
    expect(error.code).toBe('invalid_credentials');
    expect(portico.sms.getState()).toMatchObject({ status: 'error', error: { code: 'invalid_credentials' } });
    expect(portico.getSnapshot().user).toBeNull();
  });

  it('in no-signup mode refuses an unknown number with user_does_not_exist', async () => {
    const { signIn } = await smsOnly();
    expect((await rejection(signIn(ADA, { mode: 'no-signup' }))).code).toBe('user_does_not_exist');
  });

  it('is refused by an app without SMS login', async () => {
    const { portico } = await smsOnly({ sms_auth: false });
    expect((await rejection(portico.sms.sendCode(ADA))).code).toBe('disallowed_login_method');
  });

  it('checks its inputs before calling the server, and trims the code', async () => {
    const { env, portico } = await smsOnly();
    const before = env.requests.length;
    expect((await rejection(portico.sms.sendCode('  '))).shortMessage).toBe('Phone number must be set');
    expect((await rejection(portico.sms.loginWithCode('123456'))).shortMessage).toBe('Phone number and SMS code must be set');
    expect((await rejection(portico.sms.link('123456'))).shortMessage).toBe('Phone number and SMS code must be set');
    await portico.sms.sendCode(ADA);
    expect((await rejection(portico.sms.loginWithCode('   '))).shortMessage).toBe('Phone number and SMS code must be set');
    const incomplete: [string, string, string][] = [['', GRACE, '123456'], [ADA, '', '123456'], [ADA, GRACE, ' ']];
    for (const [oldNumber, newNumber, code] of incomplete) {
      expect((await rejection(portico.sms.update(oldNumber, newNumber, code))).shortMessage).toBe(
        'Old phone number, new phone number and SMS code must be set',
      );
    }
    expect(env.requests.length).toBe(before + 1);

    const user = await portico.sms.loginWithCode(`  ${await env.latestCode(ADA)}\n`);
    expect(user.phone?.number).toBe(ADA);
  });

  it('ignores a login while a non-guest user is logged in, with a warning', async () => {
    const { env, portico, signIn } = await smsOnly();
    const user = await signIn(ADA);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await portico.sms.sendCode(GRACE);
    const result = await portico.sms.loginWithCode(await env.latestCode(GRACE));
    expect(result.id).toBe(user.id);
    expect(warn).toHaveBeenCalled();
  });
});
