// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testDevice } from '../pages/embedded-wallet/device-test-support';
import { BASE_URL } from '../test-support';
import { asAttacker, ErrorCode, guardedRoutes, SECRET_FIELDS, victimWithWallet, WALLETS } from './threat-support';

/** Threat: the access token leaks (read by a script on the host page, or from a log) and is used from a server. */
describe('a stolen access token', () => {
  it('opens no share or key route by itself, from a server with no Origin or with a forged one', async () => {
    const { provider, login, address } = await victimWithWallet();
    for (const origin of [undefined, BASE_URL, 'http://localhost:5173']) {
      for (const { path, body } of guardedRoutes(address)) {
        const answer = await provider.call(`${WALLETS}${path}`, asAttacker(login.token, null, { body, ...(origin && { headers: { origin } }) }));
        expect({ path, status: answer.status }).toEqual({ path, status: 401 });
        expect(ErrorCode.parse(JSON.parse(answer.text)).code).toBe('device_proof_required');
        for (const field of SECRET_FIELDS) expect(answer.text).not.toContain(field);
      }
    }
  });

  it('opens nothing with a device key of the attacker’s own, which the wallet never registered', async () => {
    const { provider, clock, login, address, attackerDevice } = await victimWithWallet();
    for (const { path, body } of guardedRoutes(address).filter(({ path }) => path !== '/shares/recovery')) {
      const answer = await provider.fail(`${WALLETS}${path}`, asAttacker(login.token, attackerDevice, { body }));
      expect({ path, ...answer }).toMatchObject({ path, status: 401, code: 'unregistered_device' });
    }
    // A new device's only way in, recovery, asks for a login of the last 5 minutes: a token of an older one is refused.
    clock.advance(6 * 60_000);
    const recovery = await provider.call(`${WALLETS}/shares/recovery`, asAttacker(login.token, attackerDevice, { body: { address } }));
    expect(recovery.status).toBe(401);
    expect(ErrorCode.parse(JSON.parse(recovery.text)).code).toBe('reauthentication_required');
    for (const field of SECRET_FIELDS) expect(recovery.text).not.toContain(field);
  });

  it('is refused on another user’s wallet even with a device of that user’s own', async () => {
    const { provider, address } = await victimWithWallet();
    const mallory = await provider.logIn(`mallory-${Math.random()}@example.com`);
    const device = await testDevice(provider.now);
    for (const path of ['/shares/auth', '/shares/recovery', '/recovery_key']) {
      expect(await provider.fail(`${WALLETS}${path}`, asAttacker(mallory.token!, device, { body: { address } }))).toMatchObject({
        status: 404,
        code: 'embedded_wallet_not_found',
      });
    }
  });
});

describe('a device proof', () => {
  /** The victim's second device, registered by a recovery within the fresh-login window. */
  async function registeredSecondDevice() {
    const victim = await victimWithWallet();
    const device = await testDevice(victim.clock.now);
    await victim.provider.ok(z.object({ auth_share: z.string() }), `${WALLETS}/shares/recovery`, {
      token: victim.login.token,
      device,
      body: { address: victim.address },
    });
    return { ...victim, device };
  }
  const url = `${BASE_URL}${WALLETS}/shares/auth`;

  it('is single use: the same proof sent again is refused for its spent nonce', async () => {
    const { provider, login, address, device } = await registeredSecondDevice();
    const nonce = (await provider.call(`${WALLETS}/recovery_method`, { token: login.token, device: null, body: { address } })).headers.get('dpop-nonce');
    const proof = await device.proof('POST', url, login.token, nonce);
    const replay = { token: login.token, device: null, body: { address }, headers: { dpop: proof } };
    expect((await provider.call(`${WALLETS}/shares/auth`, replay)).status).toBe(200);
    expect(await provider.fail(`${WALLETS}/shares/auth`, replay)).toMatchObject({ status: 401, code: 'use_dpop_nonce' });
  });

  it('is refused when bound to another access token, another URL, or with no nonce', async () => {
    const { provider, login, address, device } = await registeredSecondDevice();
    const nonceOf = async () =>
      (await provider.call(`${WALLETS}/recovery_method`, { token: login.token, device: null, body: { address } })).headers.get('dpop-nonce');
    const send = (proof: string) => provider.fail(`${WALLETS}/shares/auth`, { token: login.token, device: null, body: { address }, headers: { dpop: proof } });
    const other = await provider.logIn(`other-${Math.random()}@example.com`);
    expect(await send(await device.proof('POST', url, other.token!, await nonceOf()))).toMatchObject({ status: 401, code: 'invalid_dpop_proof' });
    expect(await send(await device.proof('POST', `${BASE_URL}${WALLETS}/recovery`, login.token, await nonceOf()))).toMatchObject({
      status: 401,
      code: 'invalid_dpop_proof',
    });
    expect(await send(await device.proof('POST', url, login.token, null))).toMatchObject({ status: 401, code: 'use_dpop_nonce' });
    expect(await send('not.a.jws')).toMatchObject({ status: 401, code: 'invalid_dpop_proof' });
  });

  it('of a registered device releases the auth share, and every answer offers the next nonce', async () => {
    const { provider, login, address, device } = await registeredSecondDevice();
    const answer = await provider.call(`${WALLETS}/shares/auth`, { token: login.token, device, body: { address } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('dpop-nonce')).toEqual(expect.any(String));
  });
});
