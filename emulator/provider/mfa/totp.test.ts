// @vitest-environment node
import { Secret, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, totpAuthUrl, totpCode, totpStep } from './totp';

describe('TOTP', () => {
  // RFC 6238 Appendix B: SHA-1 with the ASCII secret "12345678901234567890", 8 digits.
  const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches RFC 6238 Appendix B at T = %i s', (seconds, expected) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(expected);
  });

  it('makes 6-digit codes, the last 6 digits of the 8-digit ones', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
  });

  it('accepts a code of the step before or after now, and no further', () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2030, 0, 1, 12, 0, 10);
    const step = totpStep(now);
    expect(matchTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, ` ${totpCode(secret, now)} `, now)).toBe(step);
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit base32 secrets, a new one each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the Key URI an authenticator app reads', () => {
    const url = totpAuthUrl('Portico Demo', 'ada@example.com', 'JBSWY3DPEHPK3PXP');
    expect(url).toBe(
      'otpauth://totp/Portico%20Demo:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Portico%20Demo&algorithm=SHA1&digits=6&period=30',
    );
    const parsed = URI.parse(url);
    expect(parsed).toMatchObject({ issuer: 'Portico Demo', label: 'ada@example.com', digits: 6, period: 30, algorithm: 'SHA1' });
    expect(parsed.secret.base32).toBe('JBSWY3DPEHPK3PXP');
  });
});
