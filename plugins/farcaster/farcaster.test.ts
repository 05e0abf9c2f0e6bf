// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, type PorticoError } from '../../kernel/index';
import { EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { signInByEmail } from '../../test/support/passkey';
import { CHANNEL_POLL_MS } from './connection';
import { farcaster } from './index';

const PAGE_ORIGIN = 'http://localhost:3000';
const ALICE_FID = 1001;

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock('./flows');
});

/** The Farcaster plugin alone, for a page on PAGE_ORIGIN, against the in-process emulator with Farcaster on. */
async function farcasterOnly({ signedIn = false } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, farcaster_auth: true });
  const storage = memoryStorage();
  if (signedIn) await signInByEmail(env, storage, 'ada@example.com');
  const kernel = env.kernel([farcaster()], storage, { origin: PAGE_ORIGIN });
  await kernel.start();

  /** The person, in the stand-in Farcaster app the link opens, approves as `fid` (a seeded account). */
  async function approve(connectUri: string, fid = ALICE_FID): Promise<void> {
    const channelToken = new URL(connectUri).searchParams.get('channel_token') ?? '';
    const form = new URLSearchParams({ channel_token: channelToken, account: 'registered', fid: String(fid), decision: 'approve' });
    const answer = await env.emulator.fetch(`${EMULATOR_URL}/dev/farcaster/connect`, { method: 'POST', body: form });
    // The page answers its confirmation with a redirect (303).
    if (answer.status >= 400) throw new Error(`approval failed: ${answer.status}`);
    // The plugin asks the channel every 2 s: the next ask comes now rather than in real time.
    await vi.advanceTimersByTimeAsync(CHANNEL_POLL_MS);
  }
  /** Resolves with the connect link once the plugin has one. */
  const connectUri = () =>
    vi.waitFor(() => {
      const uri = kernel.farcaster.getState().connectUri;
      if (!uri) throw new Error('no connect link yet');
      return uri;
    });
  return { env, kernel, approve, connectUri };
}

describe('Farcaster plugin alone', () => {
  it('logs in once the person approves in the Farcaster app, with the account of section 3', async () => {
    const { kernel, approve } = await farcasterOnly();
    const shown: string[] = [];
    const user = await kernel.farcaster.login({
      onConnectUri(uri) {
        shown.push(uri);
        void approve(uri);
      },
    });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('/dev/farcaster/connect?channel_token=');
    expect(user.farcaster).toMatchObject({ fid: ALICE_FID, username: 'alice', ownerAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    expect(kernel.getSnapshot().status).toBe('authenticated');
    expect(kernel.farcaster.getState()).toMatchObject({ status: 'success', error: null });
  });

  it('concurrent logins share one channel', async () => {
    const { env, kernel, approve, connectUri } = await farcasterOnly();
    const first = kernel.farcaster.login();
    const second = kernel.farcaster.login();
    await approve(await connectUri());
    expect(await second).toEqual(await first);
    expect(env.requests.filter((request) => request.url.endsWith('/farcaster/init'))).toHaveLength(1);
  });

  it('links to the logged-in user and unlinks', async () => {
    const { kernel, approve } = await farcasterOnly({ signedIn: true });
    const linked = await kernel.farcaster.link({ onConnectUri: (uri) => void approve(uri) });
    expect(linked.linkedAccounts.map((account) => account.type)).toEqual(expect.arrayContaining(['email', 'farcaster']));
    const unlinked = await kernel.farcaster.unlink(ALICE_FID);
    expect(unlinked.farcaster).toBeUndefined();
  });

  it('a Farcaster account another user holds is refused with section 8’s detail, not retryable', async () => {
    const { env, kernel, approve } = await farcasterOnly({ signedIn: true });
    // Someone else signed up with alice's Farcaster account first.
    const elsewhere = env.kernel([farcaster()], memoryStorage(), { origin: PAGE_ORIGIN });
    await elsewhere.start();
    await elsewhere.farcaster.login({ onConnectUri: (uri) => void approve(uri) });
    const failure = kernel.farcaster.link({ onConnectUri: (uri) => void approve(uri) });
    await expect(failure).rejects.toMatchObject({
      code: 'linked_to_another_user',
      details: 'This account has already been linked to another user.',
      retryable: false,
    });
    expect(kernel.farcaster.getState().status).toBe('error');
  });

  it('times out after 120000 ms without an approval, with Retry', async () => {
    const { kernel, connectUri } = await farcasterOnly();
    const outcome = kernel.farcaster.login().catch((error: unknown) => error);
    await connectUri();
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(outcome).resolves.toMatchObject({ code: 'farcaster_timeout', details: 'The request timed out. Try again.', retryable: true });
    expect(kernel.farcaster.getState().status).toBe('error');
  });

  it('cancel stops waiting: the login rejects with 4001 and the state starts afresh', async () => {
    const { env, kernel, connectUri } = await farcasterOnly();
    const outcome = kernel.farcaster.login().catch((error: unknown) => error);
    await connectUri();
    kernel.farcaster.cancel();
    await expect(outcome).resolves.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
    expect(kernel.farcaster.getState()).toMatchObject({ status: 'idle', connectUri: null });
    const polls = env.requests.filter((request) => request.url.endsWith('/farcaster/status')).length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(env.requests.filter((request) => request.url.endsWith('/farcaster/status'))).toHaveLength(polls);
  });

  it('signer actions need a session, an embedded wallet and a Farcaster account (section 5)', async () => {
    const { kernel } = await farcasterOnly();
    await expect(kernel.farcaster.requestSigner()).rejects.toMatchObject({ code: 'must_be_authenticated' });
    const signedIn = await farcasterOnly({ signedIn: true });
    await expect(signedIn.kernel.farcaster.requestSigner()).rejects.toMatchObject({
      code: 'farcaster_signer_unavailable',
      shortMessage: 'A Farcaster signer needs an embedded wallet.',
    });
    await expect(signedIn.kernel.farcaster.signFarcasterMessage('0x01')).rejects.toMatchObject({ code: 'farcaster_signer_unavailable' });
  });
});

describe('the flows’ code, loaded with the first call', () => {
  const unreachable = () =>
    vi.doMock('./flows', () => {
      throw new Error('chunk unreachable');
    });
  const farcasterRequests = (env: { requests: Request[] }) => env.requests.filter((request) => request.url.includes('/farcaster/'));

  it('a failed load is a retryable network_error in the state, and the next login loads it again', async () => {
    const { env, kernel, approve } = await farcasterOnly();
    unreachable();
    const failure = (await kernel.farcaster.login().catch((error: PorticoError) => error)) as PorticoError;
    expect(failure).toMatchObject({ code: 'network_error', retryable: true });
    expect(failure.shortMessage).toBe('Could not load the code that connects Farcaster accounts and signers');
    expect(kernel.farcaster.getState()).toMatchObject({ status: 'error', connectUri: null, error: failure });
    expect(farcasterRequests(env)).toEqual([]);

    vi.doUnmock('./flows');
    kernel.farcaster.reset();
    const user = await kernel.farcaster.login({ onConnectUri: (uri) => void approve(uri) });
    expect(user.farcaster?.fid).toBe(ALICE_FID);
    expect(kernel.farcaster.getState()).toMatchObject({ status: 'success', error: null });
  });

  it('a failed load rejects a signer request without touching the signer’s state; the next request loads it again', async () => {
    const { kernel } = await farcasterOnly({ signedIn: true });
    unreachable();
    await expect(kernel.farcaster.requestSigner()).rejects.toMatchObject({ code: 'network_error', retryable: true });
    expect(kernel.farcaster.getState().signer).toEqual({ status: 'idle', approvalUrl: null, error: null });
    vi.doUnmock('./flows');
    await expect(kernel.farcaster.requestSigner()).rejects.toMatchObject({ code: 'farcaster_signer_unavailable' });
  });

  it('shows awaiting before the code has loaded; cancel meanwhile rejects with 4001 and starts afresh', async () => {
    const { kernel } = await farcasterOnly();
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('./flows', async (importOriginal) => {
      await loaded;
      return importOriginal();
    });
    const outcome = kernel.farcaster.login().catch((error: unknown) => error);
    await vi.waitFor(() => expect(kernel.farcaster.getState().status).toBe('awaiting'));
    kernel.farcaster.cancel();
    release();
    await expect(outcome).resolves.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
    expect(kernel.farcaster.getState()).toMatchObject({ status: 'idle', connectUri: null });
  });
});
