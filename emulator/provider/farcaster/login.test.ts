// @vitest-environment node
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { toSeconds } from '../../../schemas';
import { DEMO_APP_ID } from '../apps';
import { PAGE_ORIGIN } from '../siwe-test-support';
import { testWalletAccount } from '../../stand-ins/test-wallet/accounts';
import { FARCASTER_CHANNEL_TTL_MS } from '../../stand-ins/farcaster/channels';
import { ALICE_CUSTODY, ALICE_FID, AUTHENTICATE, farcasterApp } from './farcaster-test-support';

const INVALID_CREDENTIALS = { status: 401, code: 'invalid_credentials' };
const INVALID_MESSAGE = { status: 400, code: 'invalid_message' };

describe('Farcaster channel', () => {
  it('answers init with the emulated Farcaster app’s page for a new channel, pending until the person approves', async () => {
    const { init, status, approve } = await farcasterApp();
    const { connect_uri, channel_token } = await init();
    expect(connect_uri).toBe(`http://emulator.test/dev/farcaster/connect?channel_token=${channel_token}`);
    const pending = await status(channel_token);
    expect(pending).toEqual({ state: 'pending', nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });

    const approved = await approve(channel_token);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/dev/farcaster/connect?channel_token=${channel_token}`);
    const completed = await status(channel_token);
    expect(completed).toMatchObject({
      state: 'completed',
      nonce: pending.nonce,
      fid: ALICE_FID,
      username: 'alice',
      display_name: 'Alice',
      bio: 'Trying Portico on the local chain.',
      pfp_url: 'https://example.com/farcaster/alice.png',
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    });
    // Sign-In With Farcaster: the calling page, OP Mainnet, the channel's nonce, the fid as a resource, the custody key.
    expect(parseSiweMessage(completed.message ?? '')).toMatchObject({
      domain: 'localhost:5173',
      uri: PAGE_ORIGIN,
      statement: 'Farcaster Auth',
      chainId: 10,
      nonce: pending.nonce,
      address: ALICE_CUSTODY,
      resources: ['farcaster://fid/1001'],
    });
  });

  it('stays pending when the person rejects, and the channel takes no later approval', async () => {
    const { init, status, approve, postForm } = await farcasterApp();
    const { channel_token } = await init();
    expect((await postForm('/dev/farcaster/connect', { channel_token, decision: 'reject' })).status).toBe(303);
    await approve(channel_token);
    expect((await status(channel_token)).state).toBe('pending');
  });

  it('refuses init without the calling page’s Origin, and status without a live channel of the app', async () => {
    const { api, clock, init } = await farcasterApp();
    expect(await api.fail('/api/v1/farcaster/init', { body: {} })).toMatchObject({ status: 403, code: 'invalid_origin' });
    expect(await api.fail('/api/v1/farcaster/status')).toMatchObject({
      status: 400,
      code: 'invalid_data',
      error: 'Missing farcaster-channel-token header',
    });
    const { channel_token } = await init();
    clock.advance(FARCASTER_CHANNEL_TTL_MS);
    const headers = { 'farcaster-channel-token': channel_token };
    expect(await api.fail('/api/v1/farcaster/status', { headers })).toMatchObject(INVALID_CREDENTIALS);
  });

  it('refuses init and authenticate when the app has Farcaster login off', async () => {
    const { api, signIn } = await farcasterApp();
    const proof = await signIn();
    await api.configureApp(DEMO_APP_ID, { farcaster_auth: false });
    const disallowed = { status: 403, code: 'disallowed_login_method', error: 'Login with Farcaster is not allowed for this app' };
    const headers = { origin: PAGE_ORIGIN };
    expect(await api.fail('/api/v1/farcaster/init', { body: {}, headers })).toMatchObject(disallowed);
    expect(await api.fail(AUTHENTICATE, { body: proof })).toMatchObject(disallowed);
  });
});

describe('Farcaster login', () => {
  it('signs up with the account of section 3 (profile from the registry, custody address as owner), then logs the same user in', async () => {
    const { clock, signIn, logIn } = await farcasterApp();
    const signUp = await logIn(await signIn());
    const seconds = toSeconds(clock.now());
    expect(signUp.is_new_user).toBe(true);
    expect(signUp.user?.linked_accounts).toEqual([
      {
        type: 'farcaster',
        fid: ALICE_FID,
        owner_address: ALICE_CUSTODY,
        display_name: 'Alice',
        username: 'alice',
        bio: 'Trying Portico on the local chain.',
        profile_picture_url: 'https://example.com/farcaster/alice.png',
        homepage_url: 'https://example.com/alice',
        signer_public_key: null,
        verified_at: seconds,
        first_verified_at: seconds,
        latest_verified_at: seconds,
      },
    ]);

    clock.advance(5_000);
    const again = await logIn(await signIn());
    expect(again).toMatchObject({ is_new_user: false, user: { id: signUp.user?.id } });
    expect(again.user?.linked_accounts[0]).toMatchObject({ first_verified_at: seconds, latest_verified_at: seconds + 5 });
  });

  it('signs up with an account typed on the Farcaster app’s page, which joins the registry', async () => {
    const { signIn, logIn, init, approve, status } = await farcasterApp();
    const typed = { account: 'new', fid: '4242', username: 'dora', display_name: 'Dora', bio: '', pfp_url: '', homepage_url: '', custody_index: '7' };
    const { user } = await logIn(await signIn(typed));
    expect(user?.linked_accounts[0]).toMatchObject({
      fid: 4242,
      username: 'dora',
      display_name: 'Dora',
      bio: null,
      profile_picture_url: null,
      owner_address: testWalletAccount(7).address,
    });
    // Registered now: the fid is taken for a new account, and it can be picked.
    const { channel_token } = await init();
    const again = await approve(channel_token, { ...typed, username: 'dora2' });
    expect(again.status).toBe(400);
    expect(again.text).toContain('fid 4242 is already registered: pick it from the list.');
    expect((await approve(channel_token, { fid: '4242' })).status).toBe(303);
    expect(await status(channel_token)).toMatchObject({ state: 'completed', fid: 4242, username: 'dora' });
  });

  it('refuses a sign-up in no-signup mode', async () => {
    const { signIn, refuse } = await farcasterApp();
    expect(await refuse({ ...(await signIn()), mode: 'no-signup' })).toMatchObject({ status: 404, code: 'user_does_not_exist' });
  });

  it('refuses a replayed channel', async () => {
    const { signIn, logIn, refuse } = await farcasterApp();
    const proof = await signIn();
    await logIn(proof);
    expect(await refuse(proof)).toMatchObject({
      ...INVALID_CREDENTIALS,
      error: 'The Farcaster channel was already used: start again with farcaster/init',
    });
  });

  it('refuses an expired channel', async () => {
    const { clock, signIn, refuse } = await farcasterApp();
    const proof = await signIn();
    clock.advance(FARCASTER_CHANNEL_TTL_MS);
    expect(await refuse(proof)).toMatchObject({
      ...INVALID_CREDENTIALS,
      error: 'The Farcaster channel expired: start again with farcaster/init',
    });
  });

  it('refuses a channel not approved yet without spending it, and an unknown one', async () => {
    const { init, approve, status, logIn, refuse } = await farcasterApp();
    const { channel_token } = await init();
    const early = await refuse({ channel_token, message: 'x', signature: `0x${'1'.repeat(130)}`, fid: ALICE_FID });
    expect(early).toMatchObject({ ...INVALID_CREDENTIALS, error: 'The Farcaster channel is not completed: approve in the Farcaster app first' });
    await approve(channel_token);
    const { message = '', signature = '' } = await status(channel_token);
    expect((await logIn({ channel_token, message, signature, fid: ALICE_FID })).is_new_user).toBe(true);
    expect(await refuse({ channel_token: 'nope', message, signature, fid: ALICE_FID })).toMatchObject({
      ...INVALID_CREDENTIALS,
      error: 'Unknown or expired Farcaster channel: start again with farcaster/init',
    });
  });

  it('refuses a valid signature by a key that is not the fid’s custody address', async () => {
    const { forge, refuse } = await farcasterApp();
    const stranger = privateKeyToAccount(generatePrivateKey());
    expect(await refuse(await forge({ signer: stranger }))).toMatchObject({
      ...INVALID_CREDENTIALS,
      error: `The message is signed by ${stranger.address}, not by fid 1001's custody address ${ALICE_CUSTODY}`,
    });
    // Another registered account's custody key (bob's) proves nothing about alice's fid either.
    expect(await refuse(await forge({ signer: testWalletAccount(2) }))).toMatchObject(INVALID_CREDENTIALS);
  });

  it('refuses a message naming the custody address but signed by another key', async () => {
    const { forge, refuse } = await farcasterApp();
    const proof = await forge({ signer: privateKeyToAccount(generatePrivateKey()), message: { address: ALICE_CUSTODY } });
    expect(await refuse(proof)).toMatchObject({ ...INVALID_CREDENTIALS, error: `The signature is not ${ALICE_CUSTODY}'s` });
  });

  it('refuses a message with another nonce, domain, URI, chain or fid, and a body not naming the message’s fid', async () => {
    const { forge, refuse, signIn } = await farcasterApp();
    const custody = testWalletAccount(1);
    const cases: [Parameters<typeof forge>[0], string][] = [
      [{ signer: custody, message: { nonce: 'a1b2c3d4e5f60718' } }, "The message's nonce is not the Farcaster channel's"],
      [{ signer: custody, message: { domain: 'evil.example' } }, "The message's domain evil.example is not the calling page's localhost:5173"],
      [{ signer: custody, message: { uri: 'http://evil.example' } }, `The message's URI http://evil.example is not on the calling page's origin ${PAGE_ORIGIN}`],
      [{ signer: custody, message: { chainId: 1 } }, "The message's Chain ID 1 is not 10"],
      [{ signer: custody, message: { resources: ['farcaster://fid/1002'] } }, "The message's resources do not name farcaster://fid/1001"],
    ];
    for (const [options, error] of cases) expect(await refuse(await forge(options))).toMatchObject({ ...INVALID_MESSAGE, error });
    expect(await refuse({ ...(await signIn()), fid: 1002 })).toMatchObject({
      ...INVALID_MESSAGE,
      error: "The message's resources do not name farcaster://fid/1002",
    });
  });

  it('refuses a message issued before its channel or in the future', async () => {
    const { clock, forge, refuse } = await farcasterApp();
    const signer = testWalletAccount(1);
    const past = await forge({ signer, message: { issuedAt: new Date(clock.now() - 10 * 60 * 1000) } });
    expect(await refuse(past)).toMatchObject({ ...INVALID_MESSAGE, error: 'The message was issued before its nonce' });
    const future = await forge({ signer, message: { issuedAt: new Date(clock.now() + 10 * 60 * 1000) } });
    expect(await refuse(future)).toMatchObject({ ...INVALID_MESSAGE, error: 'The message was issued in the future' });
  });

  it('checks the body with its schema', async () => {
    const { refuse, signIn } = await farcasterApp();
    const proof = await signIn();
    expect(await refuse({ ...proof, signature: '0x12' })).toMatchObject({ status: 400, code: 'invalid_data', error: 'Invalid signature: invalid value' });
    expect(await refuse({ ...proof, fid: 0 })).toMatchObject({ status: 400, code: 'invalid_data' });
    expect(await refuse({ message: proof.message })).toMatchObject({ status: 400, code: 'invalid_data' });
  });
});
