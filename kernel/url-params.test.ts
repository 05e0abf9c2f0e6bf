import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeUrlParams } from './url-params';

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('takeUrlParams', () => {
  it('reads the named parameters and removes only them from the address bar', () => {
    history.replaceState({ keep: true }, '', '/cb?privy_oauth_code=c1&privy_oauth_state=s1&other=1#frag');
    expect(takeUrlParams(['privy_oauth_code', 'privy_oauth_state', 'privy_oauth_provider'])).toEqual({
      privy_oauth_code: 'c1',
      privy_oauth_state: 's1',
    });
    expect(location.pathname + location.search + location.hash).toBe('/cb?other=1#frag');
    expect(history.state).toEqual({ keep: true });
  });

  it('can clear the fragment too', () => {
    history.replaceState(null, '', '/tg?id=7&hash=h#tgWebAppData=x');
    expect(takeUrlParams(['id', 'hash'], { clearFragment: true })).toEqual({ id: '7', hash: 'h' });
    expect(location.search).toBe('');
    expect(location.hash).toBe('');
  });

  it('returns null and leaves the URL alone when none is present', () => {
    history.replaceState(null, '', '/page?x=1#f');
    const replace = vi.spyOn(history, 'replaceState');
    expect(takeUrlParams(['privy_token'])).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
