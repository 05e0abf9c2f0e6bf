// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from '../../../provider/apps';
import { BASE_URL, startEmulator, testClock } from '../../../test-support';
import { frameLifetimeDeviceKey } from './device-key';
import { memoryStorage } from './frame-test-support';
import { createWalletFrame } from './wallet-frame';

/** Provider calls per frame request: a device proof costs no round trip of its own once a nonce is held. */
describe('provider round trips', () => {
  async function setUp() {
    const clock = testClock();
    const provider = startEmulator({ now: clock.now });
    const { token } = await provider.logIn(`ada-${Math.random()}@example.com`);
    const calls: string[] = [];
    const device = (nonce: string | null = null) =>
      createWalletFrame({
        appId: DEMO_APP_ID,
        baseUrl: BASE_URL,
        fetch: (input, init) => {
          calls.push(new URL(String(input)).pathname.replace('/api/v1/embedded_wallets', ''));
          return provider.emulator.fetch(input, init);
        },
        storage: memoryStorage(),
        deviceKey: frameLifetimeDeviceKey(),
        nonce,
        pageOrigin: 'http://localhost:5173',
        now: clock.now,
      });
    /** A frame page as the route serves it: its first nonce in the HTML. */
    const servedNonce = async () => {
      const html = await (await provider.emulator.fetch(`${BASE_URL}/apps/${DEMO_APP_ID}/embedded-wallets`)).text();
      return /data-device-nonce="([^"]+)"/.exec(html)![1]!;
    };
    /** The reply's data and the provider paths it called. */
    const run = async (frame: ReturnType<typeof device>, event: string, data: Record<string, unknown>) => {
      calls.length = 0;
      const reply = await frame.handle({ id: event, event, data: { accessToken: token, ...data } });
      if (!reply || 'error' in reply) throw new Error(JSON.stringify(reply));
      return { calls: [...calls], data: reply.data as { address: string } };
    };
    return { device, servedNonce, run, calls, clock };
  }
  const sign = (address: string) => ({ address, hdWalletIndex: 0, request: { method: 'personal_sign', params: ['hi', address] } });

  it('a signature is one call, the first of a page too: its nonce came with the page, the next with each answer', async () => {
    const { device, servedNonce, run, clock } = await setUp();
    const phone = device(await servedNonce());
    const created = await run(phone, 'wallet:create', { recoveryMethod: 'privy' });
    expect(created.calls).toEqual(['/recovery_key', '']);
    const { address } = created.data;
    for (let i = 0; i < 3; i += 1) expect((await run(phone, 'wallet:rpc', sign(address))).calls).toEqual(['/shares/auth']);
    // A page left idle past the nonce's life asks a fresh one first rather than being refused.
    clock.advance(55_000);
    expect((await run(phone, 'wallet:rpc', sign(address))).calls).toEqual(['/nonce', '/shares/auth']);
  });

  it('a new device (its page brought no nonce) asks a nonce, learns it must recover in one call, recovers in one and signs in one', async () => {
    const { device, servedNonce, run, calls } = await setUp();
    const phone = device(await servedNonce());
    const { address } = (await run(phone, 'wallet:create', { recoveryMethod: 'privy' })).data;
    const laptop = device();
    await expect(run(laptop, 'wallet:connect', { address })).rejects.toThrow('recovery_needed');
    // No nonce came with this page: one is asked first. No device share, so no auth share asked.
    expect(calls).toEqual(['/nonce', '/recovery_method']);
    expect((await run(laptop, 'wallet:recover', { address })).calls).toEqual(['/shares/recovery']);
    expect((await run(laptop, 'wallet:rpc', sign(address))).calls).toEqual(['/shares/auth']);
  });
});
