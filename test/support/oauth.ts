import { vi } from 'vitest';
import { answerAtProvider, type ProviderAnswer } from './oauth-provider';
import type { setupEmulator } from './emulator';

type EmulatorEnv = ReturnType<typeof setupEmulator>;

/** A popup window as the OAuth plugin sees it: it records where it was sent and whether it was closed. */
export interface FakePopup {
  closed: boolean;
  url: string | null;
  location: { href: string };
  close(): void;
}

/** Makes `window.open` return a fake popup (or null: blocked), and returns it. */
export function fakePopup({ blocked = false } = {}): FakePopup {
  const popup: FakePopup = {
    closed: false,
    url: null,
    location: {
      get href() {
        return popup.url ?? 'about:blank';
      },
      set href(url: string) {
        popup.url = url;
      },
    },
    close() {
      popup.closed = true;
    },
  };
  vi.spyOn(window, 'open').mockReturnValue(blocked ? null : (popup as unknown as Window));
  return popup;
}

/** Waits until the plugin pointed the popup at the provider's page. */
export async function providerPage(popup: FakePopup): Promise<string> {
  await vi.waitFor(() => {
    if (!popup.url) throw new Error('the popup was not sent to the provider yet');
  });
  return popup.url as string;
}

/** The person answers at the emulator's provider page: the return URL the provider sends the popup to. */
export const answer = (env: EmulatorEnv, url: string, response?: ProviderAnswer) => answerAtProvider(env.emulator.fetch, url, response);

/** What the return page in the popup posts, delivered to this window as coming from `origin`. */
export function postFromPopup(back: URL, { origin = window.location.origin, ...overrides }: Record<string, unknown> = {}): void {
  const data = {
    type: 'PRIVY_OAUTH_RESPONSE',
    stateCode: back.searchParams.get('privy_oauth_state'),
    authorizationCode: back.searchParams.get('privy_oauth_code'),
    error: null,
    ...overrides,
  };
  window.dispatchEvent(new MessageEvent('message', { data, origin: origin as string }));
}

/** The popup flow from start to finish: wait for the provider page, answer, and post the return to the opener. */
export async function completeInPopup(env: EmulatorEnv, popup: FakePopup, response?: ProviderAnswer): Promise<URL> {
  const back = await answer(env, await providerPage(popup), response);
  postFromPopup(back);
  return back;
}
