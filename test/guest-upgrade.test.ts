import { describe, expect, it } from 'vitest';
import { email } from '../plugins/email/index';
import { guest } from '../plugins/guest/index';
import { setupEmulator } from './support/emulator';

// A host with both plugins: the guest becomes a real user by logging in, even after its access token expired.
describe('guest upgrade through a real login', () => {
  it('keeps the same user when the guest logs in by email, even with an expired access token', async () => {
    const env = setupEmulator();
    await env.configureApp({ email_auth: true, guest_auth: true });
    const portico = env.kernel([email(), guest()]);
    await portico.start();
    const visitor = await portico.guest.createGuestAccount();
    expect(visitor.isGuest).toBe(true);

    env.clock.now += 2 * 60 * 60 * 1000;
    await portico.email.sendCode('upgraded@example.com');
    const member = await portico.email.loginWithCode(await env.latestCode('upgraded@example.com'));

    expect(member.id).toBe(visitor.id);
    expect(member.isGuest).toBe(false);
    expect(member.linkedAccounts.map((account) => account.type).sort()).toEqual(['email', 'guest']);
  });
});
