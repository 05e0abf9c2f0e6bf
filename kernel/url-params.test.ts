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

  it('takes query keys only when the required ones are all there, leaving a page\'s own `id` alone', () => {
    history.replaceState(null, '', '/product?id=42#top');
    const replace = vi.spyOn(history, 'replaceState');
    expect(takeUrlParams(['id', 'hash'], { requiredKeys: ['id', 'hash'], clearFragment: true })).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(location.search + location.hash).toBe('?id=42#top');
  });

  it('reads fragment keys, removing only them unless the fragment is cleared', () => {
    history.replaceState(null, '', '/app?x=1#tgWebAppData=user%3D1%26hash%3Dh&tgWebAppVersion=7.0');
    expect(takeUrlParams(['id'], { requiredKeys: ['id'], fragmentKeys: ['tgWebAppData'] })).toEqual({
      tgWebAppData: 'user=1&hash=h',
    });
    expect(location.search + location.hash).toBe('?x=1#tgWebAppVersion=7.0');

    history.replaceState(null, '', '/app#tgWebAppData=a%3D1&tgWebAppPlatform=web');
    expect(takeUrlParams([], { fragmentKeys: ['tgWebAppData'], clearFragment: true })).toEqual({ tgWebAppData: 'a=1' });
    expect(location.href.endsWith('/app')).toBe(true);
  });

  it('returns null and leaves the URL alone when none is present', () => {
    history.replaceState(null, '', '/page?x=1#f');
    const replace = vi.spyOn(history, 'replaceState');
    expect(takeUrlParams(['privy_token'])).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
