import { describe, expect, it, vi } from 'vitest';
import { PorticoError, memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { fakeWebAuthn, signInByEmail } from '../../test/support/passkey';
import { MAX_PASSKEYS } from './actions';
import { passkeyFailure } from './errors';
import { passkey } from './index';
import { passkeyMessages as m } from './messages';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: PorticoError) => error,
  );

/** The passkey plugin alone, against an in-process emulator; Ada has an email account and a session. */
async function passkeyOnly(config: Record<string, unknown> = { email_auth: true, passkey_auth: true }) {
  const env = setupEmulator();
  await env.configureApp(config);
  const webAuthn = fakeWebAuthn();
  const storage = memoryStorage();
  const load = async () => {
    const portico = env.kernel([passkey({ webAuthn: webAuthn.layer })], storage);
    await portico.start();
    return portico;
  };
  const signInAda = () => signInByEmail(env, storage, 'ada@example.com');
  const bodiesTo = (path: string) =>
    Promise.all(env.requests.filter((r) => new URL(r.url).pathname === path).map((r) => r.clone().json() as Promise<Record<string, unknown>>));
  return { env, webAuthn, storage, load, signInAda, bodiesTo };
}

describe('passkey plugin alone', () => {
  it('offers "I have a passkey" only when the app allows passkeys', async () => {
    const [entry] = passkey().loginMethods ?? [];
    expect(entry).toMatchObject({ key: 'passkey', label: 'I have a passkey', order: 14, kind: 'button', group: 'web2' });
    const navigate = vi.fn();
    if (entry?.kind === 'button') entry.onSelect({ navigate });
    expect(navigate).toHaveBeenCalledWith('AWAITING_PASSKEY_SYSTEM_DIALOGUE');
    expect(passkey().accountScreens).toEqual({ passkey: { link: 'LINK_PASSKEY_SCREEN' } });
    const on = (await (await passkeyOnly()).load()).getSnapshot().appConfig!;
    const off = (await (await passkeyOnly({ email_auth: true })).load()).getSnapshot().appConfig!;
    expect(entry?.isAvailable?.(on)).toBe(true);
    expect(entry?.isAvailable?.(off)).toBe(false);
  });

  it('links a passkey, lists it, logs out and logs back in with it; the wire bodies have the spec’s shape', async () => {
    const { load, signInAda, webAuthn, bodiesTo } = await passkeyOnly();
    await signInAda();
    const portico = await load();
    expect(portico.getSnapshot().status).toBe('authenticated');
    const linked = await portico.passkey.link();
    const [account] = portico.passkey.passkeys();
    expect(account).toMatchObject({ type: 'passkey', enrolledInMfa: false, authenticatorName: null });
    expect(linked.linkedAccounts.some((a) => a.type === 'passkey')).toBe(true);
    const [linkBody] = await bodiesTo('/api/v1/passkeys/link');
    expect(Object.keys(linkBody ?? {}).sort()).toEqual(['authenticator_response', 'relying_party']);
    expect(Object.keys((linkBody!.authenticator_response as { response: object }).response).sort()).toEqual([
      'attestation_object',
      'client_data_json',
      'transports',
    ]);

    await portico.logout();
    const logins: string[] = [];
    portico.on('login', ({ method }) => logins.push(method));
    const user = await portico.passkey.login();
    expect(user.id).toBe(linked.id);
    expect(logins).toEqual(['passkey']);
    expect(portico.passkey.getState()).toMatchObject({ status: 'success', error: null });
    const [initBody] = await bodiesTo('/api/v1/passkeys/authenticate/init');
    expect(initBody).toEqual({ token: null });
    const [authBody] = await bodiesTo('/api/v1/passkeys/authenticate');
    expect(Object.keys(authBody ?? {}).sort()).toEqual(['authenticator_response', 'challenge', 'relying_party']);
    const response = authBody?.authenticator_response as Record<string, unknown>;
    expect(Object.keys(response).sort()).toEqual([
      'authenticator_attachment',
      'client_extension_results',
      'id',
      'raw_id',
      'response',
      'type',
    ]);
    expect(Object.keys(response.response as object).sort()).toEqual(['authenticator_data', 'client_data_json', 'signature', 'user_handle']);
    expect(webAuthn.calls).toEqual(['create', 'get']);
  });

  it('unlinks a passkey by credential id', async () => {
    const { load, signInAda, bodiesTo } = await passkeyOnly();
    await signInAda();
    const portico = await load();
    await portico.passkey.link();
    await portico.passkey.link();
    const [first, second] = portico.passkey.passkeys();
    const after = await portico.passkey.unlink(second!.credentialId);
    expect(after.linkedAccounts.filter((a) => a.type === 'passkey').map((a) => (a as { credentialId: string }).credentialId)).toEqual([
      first!.credentialId,
    ]);
    expect(await bodiesTo('/api/v1/passkeys/unlink')).toEqual([{ credential_id: second!.credentialId }]);
  });

  it('stops at 5 passkeys: "Cannot link more passkeys to account." without a ceremony', async () => {
    const { load, signInAda, webAuthn } = await passkeyOnly();
    await signInAda();
    const portico = await load();
    for (let i = 0; i < MAX_PASSKEYS; i++) await portico.passkey.link();
    const ceremonies = webAuthn.calls.length;
    const error = await rejection(portico.passkey.link());
    expect(error).toMatchObject({ code: 'cannot_link_more_of_type', shortMessage: 'Cannot link more passkeys to account.' });
    expect(webAuthn.calls.length).toBe(ceremonies);
    // The server says the same when the client's list is stale.
    expect(passkeyFailure(new PorticoError('cannot_link_more_of_type', 'x', { status: 400 }), m).shortMessage).toBe(m.limitReached);
  });

  it('refuses to unlink a passkey enrolled in MFA: "Cannot unlink a passkey enrolled in MFA"', async () => {
    const { env, load, signInAda } = await passkeyOnly();
    await signInAda();
    const portico = await load();
    await portico.passkey.link();
    const [account] = portico.passkey.passkeys();
    // Enrolled on the server while the client's view is stale: the server refuses.
    const stored = env.repo.get('users', portico.getSnapshot().user!.id)!;
    env.repo.put('users', stored.id, {
      ...stored,
      linked_accounts: stored.linked_accounts.map((a) => (a.type === 'passkey' ? { ...a, enrolled_in_mfa: true } : a)),
    });
    const refused = await rejection(portico.passkey.unlink(account!.credentialId));
    expect(refused).toMatchObject({ code: 'missing_or_invalid_mfa', shortMessage: 'Cannot unlink a passkey enrolled in MFA', status: 403 });
    // Once the client knows, it refuses without asking.
    const reloaded = await load();
    expect(reloaded.passkey.passkeys()[0]?.enrolledInMfa).toBe(true);
    const before = env.requests.length;
    const error = await rejection(reloaded.passkey.unlink(account!.credentialId));
    expect(error).toMatchObject({ code: 'missing_or_invalid_mfa', shortMessage: 'Cannot unlink a passkey enrolled in MFA' });
    expect(env.requests.length).toBe(before);
  });

  it('reports each ceremony error with the spec’s text', async () => {
    const { load, signInAda, webAuthn } = await passkeyOnly();
    await signInAda();
    const portico = await load();

    webAuthn.failWith(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    expect(await rejection(portico.passkey.link())).toMatchObject({
      code: 'passkey_not_allowed',
      shortMessage: 'Passkey request timed out or rejected by user.',
      retryable: true,
    });
    expect(portico.passkey.getState()).toMatchObject({ status: 'error', step: 'link' });

    // @simplewebauthn/browser wraps it, keeping the browser's error as the cause.
    const wrapped = Object.assign(new Error('wrapped', { cause: Object.assign(new Error('x'), { name: 'NotAllowedError' }) }), { name: 'WebAuthnError' });
    expect(passkeyFailure(wrapped, m).code).toBe('passkey_not_allowed');

    webAuthn.failWith(new TypeError('boom'));
    expect(await rejection(portico.passkey.link())).toMatchObject({ code: 'unknown_error', shortMessage: 'An unknown error occurred.' });

    webAuthn.failWith(null);
    webAuthn.layer.supported = false;
    expect(await rejection(portico.passkey.link())).toMatchObject({ code: 'not_supported', shortMessage: 'WebAuthn is not supported in this browser' });
    await portico.logout();
    expect(await rejection(portico.passkey.login())).toMatchObject({ shortMessage: 'WebAuthn is not supported in this browser' });
  });

  it('shares one in-flight login between duplicate calls', async () => {
    const { load, signInAda, webAuthn } = await passkeyOnly();
    await signInAda();
    const portico = await load();
    await portico.passkey.link();
    await portico.logout();
    const [a, b] = await Promise.all([portico.passkey.login(), portico.passkey.login()]);
    expect(a.id).toBe(b.id);
    expect(webAuthn.calls.filter((c) => c === 'get')).toHaveLength(1);
  });

  it('is refused by an app without passkey login', async () => {
    const { load } = await passkeyOnly({ email_auth: true });
    const portico = await load();
    expect(await rejection(portico.passkey.login())).toMatchObject({ code: 'disallowed_login_method' });
  });
});
