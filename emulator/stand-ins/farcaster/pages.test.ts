// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_ORIGIN } from '../../provider/siwe-test-support';
import { FARCASTER_CHANNEL_TTL_MS } from './channels';
import { accessToken, farcasterApp, SIGNER_STATUS } from '../../provider/farcaster/farcaster-test-support';

const KEY = `0x${'cd'.repeat(32)}`;

/** The page's CSP allows no script, nothing from elsewhere, and exactly its own inline style. */
function expectStrictPage(answer: { status: number; headers: Headers; text: string }) {
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  const policy = answer.headers.get('content-security-policy') ?? '';
  const css = answer.text.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
  const hash = createHash('sha256').update(css).digest('base64');
  expect(policy).toBe(
    `default-src 'none'; style-src 'sha256-${hash}'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  expect(answer.text).not.toContain('<script');
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

/** Every visible field has a label naming it. */
function expectLabelledFields(html: string) {
  const ids = [...html.matchAll(/<input (?![^>]*type="hidden")[^>]*id="([^"]+)"/g)].map((match) => match[1]);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(html).toContain(`<label for="${id}">`);
}

describe('The emulated Farcaster app’s pages', () => {
  it('serves the connect page: the asking page, the registered accounts and a new-account form', async () => {
    const { api, init } = await farcasterApp();
    const { channel_token } = await init();
    const page = await api.call(`/dev/farcaster/connect?channel_token=${channel_token}`, { appId: null });
    expect(page.status).toBe(200);
    expectStrictPage(page);
    expectLabelledFields(page.text);
    expect(page.text).toContain('<h1>Sign in with Farcaster</h1>');
    expect(page.text).toContain(`Test app at ${PAGE_ORIGIN} wants you to sign in`);
    expect(page.text).toContain('<label for="fid-1001">Alice, @alice (fid 1001), custody <code>0x70997970C51812dc3A010C7d01b50e0d17dc79C8</code></label>');
    expect(page.text).toContain('<label for="field-custody_index">Custody account of the local chain (0 to 9)</label>');
    // A free fid is suggested.
    expect(page.text).toMatch(/id="field-fid" name="fid" [^>]*value="1004"/);
  });

  it('answers a bad new account with the form again, its values and the problem', async () => {
    const { approve, init } = await farcasterApp();
    const { channel_token } = await init();
    const typed = { account: 'new', fid: '77', username: 'Not Valid', custody_index: '3' };
    const page = await approve(channel_token, typed);
    expect(page.status).toBe(400);
    expectStrictPage(page);
    expect(page.text).toContain(
      '<p id="form-error" class="error" role="alert">Enter a username: up to 16 lower-case letters, digits or hyphens.</p>',
    );
    expect(page.text).toMatch(/id="field-username" name="username" [^>]*value="Not Valid" aria-describedby="form-error"/);
    const problems: [Record<string, string>, string][] = [
      [{ custody_index: '10' }, 'Enter a custody account from 0 to 9.'],
      [{ pfp_url: 'javascript:alert(1)' }, 'Enter the profile picture as an http(s) URL.'],
      [{ username: 'alice' }, 'The username alice is taken.'],
    ];
    for (const [fields, error] of problems) {
      expect((await approve(channel_token, { ...typed, username: 'zoe', ...fields })).text).toContain(error);
    }
  });

  it('confirms an approval, a rejection, and says when the channel is gone', async () => {
    const { api, init, approve, clock, postForm } = await farcasterApp();
    const page = (token: string) => api.call(`/dev/farcaster/connect?channel_token=${token}`, { appId: null });
    const approved = (await init()).channel_token;
    await approve(approved);
    const done = await page(approved);
    expectStrictPage(done);
    expect(done.text).toContain('<p role="status">You approved the sign-in as @alice (fid 1001). You can return to the app.</p>');

    const rejected = (await init()).channel_token;
    await postForm('/dev/farcaster/connect', { channel_token: rejected, decision: 'reject' });
    expect((await page(rejected)).text).toContain('You rejected the sign-in. You can return to the app.');

    clock.advance(FARCASTER_CHANNEL_TTL_MS);
    const gone = await page(approved);
    expect(gone.status).toBe(404);
    expectStrictPage(gone);
    expect(gone.text).toContain('<h1>This sign-in request has expired</h1>');
  });

  it('serves the signer approval page: the key, the fid, Approve and Reject, then the outcome', async () => {
    const { api, signIn, logIn, postForm } = await farcasterApp();
    const token = accessToken(await logIn(await signIn()));
    await api.call(SIGNER_STATUS, { body: { ed25519_public_key: KEY }, token });
    const page = () => api.call(`/dev/farcaster/signer?public_key=${KEY}`, { appId: null });
    const pending = await page();
    expect(pending.status).toBe(200);
    expectStrictPage(pending);
    expect(pending.text).toContain('<h1>Approve a signer</h1>');
    expect(pending.text).toContain('Test app asks for a signer: a key that may act for @alice (fid 1001) on Farcaster.');
    expect(pending.text).toContain(`<dt>Public key</dt><dd><code>${KEY}</code></dd>`);
    expect(pending.text).toContain('<button class="approve" type="submit" name="decision" value="approve">Approve</button>');
    expect(pending.text).toContain('<button class="secondary" type="submit" name="decision" value="reject">Reject</button>');

    await postForm('/dev/farcaster/signer', { public_key: KEY, decision: 'approve' });
    const approved = await page();
    expect(approved.text).toContain('<p role="status">Signer approved. You can return to the app.</p>');
    expect(approved.text).not.toContain('<form');

    const unknown = await api.call(`/dev/farcaster/signer?public_key=0x${'00'.repeat(32)}`, { appId: null });
    expect(unknown.status).toBe(404);
    expectStrictPage(unknown);
  });

  it('lets local pages send the channel header (CORS preflight)', async () => {
    const { api } = await farcasterApp();
    const preflight = await api.call('/api/v1/farcaster/status', { method: 'OPTIONS', headers: { origin: PAGE_ORIGIN } });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('farcaster-channel-token');
    expect(preflight.headers.get('access-control-allow-headers')).not.toContain('privy-farcaster-channel-token');
  });
});
