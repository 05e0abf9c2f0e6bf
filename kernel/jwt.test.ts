import { describe, expect, it } from 'vitest';
import { makeJwt } from '../test/support/jwt';
import { decodeClaims, hasAudience } from './jwt';

describe('jwt', () => {
  it('decodes exp and aud without verifying', () => {
    expect(decodeClaims(makeJwt({ exp: 123, aud: 'app', sub: 'u' }))).toMatchObject({ exp: 123, aud: 'app', sub: 'u' });
  });

  it('decodes base64url payloads with characters outside plain base64 and non-ASCII text', () => {
    const claims = decodeClaims(makeJwt({ exp: 1, name: 'Ädä ~~~ ???>>>' }));
    expect(claims).toMatchObject({ name: 'Ädä ~~~ ???>>>' });
  });

  it('is null for something that is not a JWT or has ill-typed claims', () => {
    expect(decodeClaims('opaque')).toBeNull();
    expect(decodeClaims('a.!!!.c')).toBeNull();
    expect(decodeClaims(makeJwt({ exp: 'soon' as unknown as number }))).toBeNull();
  });

  it('checks a single or listed audience', () => {
    expect(hasAudience({ aud: 'a' }, 'a')).toBe(true);
    expect(hasAudience({ aud: ['b', 'a'] }, 'a')).toBe(true);
    expect(hasAudience({ aud: 'b' }, 'a')).toBe(false);
    expect(hasAudience({}, 'a')).toBe(false);
  });
});
