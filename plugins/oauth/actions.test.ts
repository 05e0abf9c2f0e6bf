import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PorticoError } from '../../kernel/index';
import { answer, completeInPopup, fakePopup, providerPage } from '../../test/support/oauth';
import { setupEmulator } from '../../test/support/emulator';
import { oauth } from './index';

const unreachable = () => {
  throw new Error('chunk unreachable');
};

/** The OAuth plugin alone, GitHub enabled, against an in-process emulator. */
async function githubOnly() {
  const env = setupEmulator();
  await env.configureApp({ github_oauth: true });
  const load = async () => {
    const portico = env.kernel([oauth({ providers: ['github'] })]);
    await portico.start();
    return portico;
  };
  const oauthRequests = () => env.requests.map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/api/v1/oauth'));
  return { env, portico: await load(), load, oauthRequests };
}

afterEach(() => {
  vi.doUnmock('./steps');
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('createOAuth: the steps load once the popup is open', () => {
  it('opens the popup inside the call, before the steps’ code has loaded', async () => {
    const { portico } = await githubOnly();
    vi.doMock('./steps', unreachable);
    fakePopup();
    void portico.oauth.login('github').catch(() => {});
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(portico.oauth.getState()).toMatchObject({ status: 'awaiting-provider', provider: 'github', flow: 'popup' });
  });

  it('ends the flow on a failed load: a retryable network_error in the state, the popup closed; Retry loads again', async () => {
    const { env, portico, oauthRequests } = await githubOnly();
    const errors: PorticoError[] = [];
    portico.on('error', ({ error }) => errors.push(error));
    vi.doMock('./steps', unreachable);
    const popup = fakePopup();
    portico.navigation.open({ intent: 'login', screen: 'AWAITING_OAUTH_SCREEN', data: { oauthProvider: 'github' } });

    await vi.waitFor(() => expect(portico.oauth.getState().status).toBe('failed'));
    const failure = portico.oauth.getState().error;
    expect(failure).toMatchObject({ code: 'network_error', retryable: true });
    expect(failure?.shortMessage).toBe('Could not load the code that logs in with, links and unlinks OAuth accounts');
    expect(errors).toEqual([failure]);
    expect(popup.closed).toBe(true);
    expect(oauthRequests()).toEqual([]);

    vi.doUnmock('./steps');
    const again = fakePopup();
    portico.oauth.restart();
    await completeInPopup(env, again);
    await vi.waitFor(() => expect(portico.oauth.getState()).toMatchObject({ status: 'connected', error: null }));
    expect(portico.getSnapshot().user?.github).toBeDefined();
    expect(oauthRequests()).toEqual(['/api/v1/oauth/init', '/api/v1/oauth/authenticate']);
  });

  it('any failure before the provider answered closes the blank popup (here: a link without a session)', async () => {
    const { portico, oauthRequests } = await githubOnly();
    const popup = fakePopup();
    expect(await portico.oauth.link('github').catch((error: PorticoError) => error)).toMatchObject({ code: 'must_be_authenticated' });
    expect(portico.oauth.getState()).toMatchObject({ status: 'failed', error: { code: 'must_be_authenticated' } });
    expect(popup.closed).toBe(true);
    expect(oauthRequests()).toEqual([]);
  });

  it('a failed preload is silent, and unlink fails as the same retryable network_error', async () => {
    const { portico } = await githubOnly();
    vi.doMock('./steps', unreachable);
    portico.oauth.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(portico.oauth.getState()).toMatchObject({ status: 'idle', error: null });
    expect(await portico.oauth.unlink('github', '1').catch((error: PorticoError) => error)).toMatchObject({ code: 'network_error', retryable: true });
  });

  it('a redirect return whose steps cannot load shows failed in the modal, naming the provider, for Retry', async () => {
    const { env, portico, load } = await githubOnly();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    void portico.oauth.login('github', { flow: 'redirect' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const back = await answer(env, String(assign.mock.calls[0]?.[0]));

    vi.doMock('./steps', unreachable);
    history.replaceState(null, '', back.pathname + back.search);
    const returned = await load();
    expect(location.search).toBe('');
    expect(returned.getSnapshot().modal).toMatchObject({ open: true, screen: 'AWAITING_OAUTH_SCREEN' });
    expect(returned.oauth.getState()).toMatchObject({
      status: 'failed',
      provider: 'github',
      intent: 'login',
      error: { code: 'network_error', retryable: true },
    });

    vi.doUnmock('./steps');
    const popup = fakePopup();
    returned.oauth.restart({ flow: 'popup' });
    expect(await providerPage(popup)).toContain('/oauth/github/authorize');
  });
});
