import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCookies, parseCookieWrite, setPageUrl } from '../test/support/cookies';
import { COOKIE_NAMES, deleteCookie, readCookie, refreshMarkerExpiry, setCookie } from './cookies';

beforeEach(() => {
  setPageUrl('http://localhost:3000/');
  clearAllCookies();
});
afterEach(() => clearAllCookies());

describe('cookies', () => {
  it('uses the provider\'s cookie names', () => {
    expect(COOKIE_NAMES).toEqual({ accessToken: 'privy-token', identityToken: 'privy-id-token', refreshMarker: 'privy-session' });
  });

  it('round-trips a value that needs encoding', () => {
    const expires = new Date(Date.now() + 60_000);
    setCookie('portico-test', 'a=b; c d', expires);
    expect(readCookie('portico-test')).toBe('a=b; c d');
    expect(readCookie('missing')).toBeNull();
  });

  it('writes path, expiry and SameSite=Strict', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    const expires = new Date('2030-01-01T00:00:00Z');
    setCookie('x', 'v', expires);
    const written = parseCookieWrite(String(setter.mock.calls[0]?.[0]));
    expect(written).toEqual({
      name: 'x',
      value: 'v',
      attributes: { path: '/', expires: expires.toUTCString(), samesite: 'Strict' },
    });
  });

  it('adds Secure off local http', () => {
    setPageUrl('https://app.example.com/');
    const setter = vi.spyOn(document, 'cookie', 'set');
    setCookie('x', 'v', new Date('2030-01-01T00:00:00Z'));
    expect(parseCookieWrite(String(setter.mock.calls[0]?.[0])).attributes.secure).toBe(true);
  });

  it('deleteCookie removes it', () => {
    setCookie('x', 'v', new Date(Date.now() + 60_000));
    deleteCookie('x');
    expect(readCookie('x')).toBeNull();
  });

  it('the refresh marker lasts 30 days', () => {
    expect(refreshMarkerExpiry(0).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
