// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AuthResponseWire } from '../../schemas';
import { MFA_TOKEN_HEADER } from '../../schemas/mfa';
import { testDevice } from '../pages/embedded-wallet/device-test-support';
import { FRESH_LOGIN_MS } from '../provider/embedded-wallet/devices';
import { createMemoryRepository } from '../shared/memory-repository';
import { mfaApp } from '../provider/mfa/mfa-test-support';
import { asAttacker, victimWithWallet, walletOf, WALLETS } from './threat-support';

const Released = z.object({ auth_share: z.string(), encrypted_recovery_share: z.string() });
const Notice = z.object({ to: z.string(), notice: z.string() });

/**
 * Threats: a stolen refresh token, or a stolen access token within the fresh-login window. A device the wallet does not
 * know gets the shares only after a login of the last 5 minutes, with MFA when enrolled, 3 times an hour at most, and
 * the owner is told each time.
 */
describe('recovery on a new device', () => {
  it('needs a login of the last 5 minutes: 4 minutes old passes, 6 minutes old is refused', async () => {
    const { provider, clock, login, address } = await victimWithWallet();
    clock.advance(4 * 60_000);
    await provider.ok(Released, `${WALLETS}/shares/recovery`, asAttacker(login.token, await testDevice(clock.now), { body: { address } }));
    clock.advance(2 * 60_000);
    expect(FRESH_LOGIN_MS).toBe(5 * 60_000);
    expect(await provider.fail(`${WALLETS}/shares/recovery`, asAttacker(login.token, await testDevice(clock.now), { body: { address } }))).toMatchObject({
      status: 401,
      code: 'reauthentication_required',
    });
  });

  it('is refused to a token refreshed or forked from a stolen refresh token: both keep the old login time', async () => {
    const { provider, clock, login, address, attackerDevice } = await victimWithWallet();
    clock.advance(10 * 60_000);
    const refreshed = await provider.ok(AuthResponseWire, '/api/v1/sessions', { body: { refresh_token: login.refresh_token } });
    const claims = JSON.parse(Buffer.from(refreshed.token!.split('.')[1]!, 'base64url').toString()) as { auth_time: number; iat: number };
    expect(claims.iat - claims.auth_time).toBeGreaterThanOrEqual(600);
    expect(await provider.fail(`${WALLETS}/shares/recovery`, asAttacker(refreshed.token!, attackerDevice, { body: { address } }))).toMatchObject({
      code: 'reauthentication_required',
    });
    const forked = await provider.ok(z.object({ new_session_refresh_token: z.string() }), '/api/v1/sessions/fork', {
      token: refreshed.token!,
      body: { refresh_token: refreshed.refresh_token! },
    });
    const opened = await provider.ok(AuthResponseWire, '/api/v1/sessions/fork/recover', { body: { refresh_token: forked.new_session_refresh_token } });
    expect(await provider.fail(`${WALLETS}/shares/recovery`, asAttacker(opened.token!, attackerDevice, { body: { address } }))).toMatchObject({
      code: 'reauthentication_required',
    });
  });

  it('needs the MFA proof when the user enrolled, which also stands for a recent login', async () => {
    const app = await mfaApp();
    const { address } = await walletOf(app.api, app.accessToken);
    await app.enrollSms();
    const device = await testDevice(app.clock.now);
    expect(await app.api.fail(`${WALLETS}/shares/recovery`, { token: app.accessToken, device, body: { address } })).toMatchObject({
      status: 403,
      code: 'missing_or_invalid_mfa',
    });
    // Long after the login, the MFA verification is the person's proof of presence: no new login is asked.
    app.clock.advance(30 * 60_000);
    const proof = await app.verifySms();
    await app.api.ok(Released, `${WALLETS}/shares/recovery`, { token: app.accessToken, device, body: { address }, headers: { [MFA_TOKEN_HEADER]: proof } });
    // A proof older than 5 minutes is no longer one.
    app.clock.advance(6 * 60_000);
    expect(await app.api.fail(`${WALLETS}/shares/recovery`, { token: app.accessToken, device: await testDevice(app.clock.now), body: { address }, headers: { [MFA_TOKEN_HEADER]: proof } })).toMatchObject({
      status: 403,
      code: 'missing_or_invalid_mfa',
    });
  });

  it('happens at most 3 times an hour per user, and each one is announced to the owner with the page it came from', async () => {
    const { provider, clock, email, login, address } = await victimWithWallet();
    const recover = async () =>
      provider.call(`${WALLETS}/shares/recovery`, asAttacker(login.token, await testDevice(clock.now), { body: { address, page_origin: 'http://evil.localhost:9999' } }));
    for (let i = 0; i < 3; i += 1) expect((await recover()).status).toBe(200);
    const fourth = await recover();
    expect(fourth.status).toBe(429);
    expect(fourth.text).not.toContain('auth_share');
    const notice = await provider.ok(Notice, `/dev/outbox?to=${encodeURIComponent(email)}&kind=notice`, { appId: null });
    expect(notice.notice).toContain('Your wallet was restored on a new device');
    expect(notice.notice).toContain('http://evil.localhost:9999');
    expect(notice.notice).toContain(new Date(clock.now()).toISOString());
  });

  it('of a device the wallet registered asks no fresh login, counts against no limit and sends no notice', async () => {
    const repo = createMemoryRepository();
    const { provider, clock, login, address } = await victimWithWallet({ repo });
    const notices = () => repo.list('outbox').filter(({ value }) => value.notice !== undefined);
    const device = await testDevice(clock.now);
    await provider.ok(Released, `${WALLETS}/shares/recovery`, { token: login.token, device, body: { address } });
    expect(notices()).toHaveLength(1);
    clock.advance(30 * 60_000);
    for (let i = 0; i < 4; i += 1) await provider.ok(Released, `${WALLETS}/shares/recovery`, { token: login.token, device, body: { address } });
    expect(notices()).toHaveLength(1);
  });
});
