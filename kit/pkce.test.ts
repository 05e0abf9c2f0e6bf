import { describe, expect, it } from 'vitest';
import { createPkce, s256Challenge } from './pkce';

describe('PKCE', () => {
  it('reproduces RFC 7636 Appendix B', async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes a 36-byte verifier and state (48 base64url characters), fresh each time', async () => {
    const first = await createPkce();
    const second = await createPkce();
    expect(first.verifier).toMatch(/^[\w-]{48}$/);
    expect(first.state).toMatch(/^[\w-]{48}$/);
    expect(first.challenge).toBe(await s256Challenge(first.verifier));
    expect(new Set([first.verifier, first.state, second.verifier, second.state]).size).toBe(4);
  });
});
