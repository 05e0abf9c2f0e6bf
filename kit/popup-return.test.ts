import { afterEach, describe, expect, it, vi } from 'vitest';
import { relayReturnToOpener } from './popup-return';

const openedBy = (opener: object) => Object.defineProperty(window, 'opener', { value: opener, configurable: true });

afterEach(() => {
  Reflect.deleteProperty(window, 'opener');
});

describe('relayReturnToOpener', () => {
  /** This page as a popup that a page of its own origin opened. */
  function popup() {
    const opener = { location: { origin: window.location.origin }, postMessage: vi.fn() };
    openedBy(opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    return { post: opener.postMessage, close };
  }

  it('in a popup of a same-origin opener, posts the code and state to that origin only, and closes', () => {
    const { post, close } = popup();
    expect(relayReturnToOpener({ privy_oauth_code: 'c1', privy_oauth_state: 's1', privy_oauth_provider: 'github' })).toBe(true);
    expect(post).toHaveBeenCalledExactlyOnceWith(
      { type: 'PRIVY_OAUTH_RESPONSE', stateCode: 's1', authorizationCode: 'c1', error: null },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
  });

  it('relays the provider\'s "error" code, or a half return, as a failure', () => {
    const { post } = popup();
    relayReturnToOpener({ privy_oauth_code: 'error', privy_oauth_state: 's1' });
    relayReturnToOpener({ privy_oauth_state: 's1' });
    const failure = { type: 'PRIVY_OAUTH_ERROR', error: 'Something went wrong. Try again.' };
    expect(post.mock.calls).toEqual([
      [failure, window.location.origin],
      [failure, window.location.origin],
    ]);
  });

  it('leaves a popup without return parameters alone', () => {
    const { post, close } = popup();
    expect(relayReturnToOpener({})).toBe(false);
    expect(post).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it.each([
    ['a foreign opener', true],
    ['no opener', false],
  ])('with %s, posts nothing and stays open: the parameters are the caller\'s', (_, hasOpener) => {
    // Reading a cross-origin window's location throws.
    const foreign = { get location(): never { throw new DOMException('Blocked', 'SecurityError'); }, postMessage: vi.fn() };
    if (hasOpener) openedBy(foreign);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    expect(relayReturnToOpener({ privy_oauth_code: 'c1', privy_oauth_state: 's1' })).toBe(false);
    expect(foreign.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
