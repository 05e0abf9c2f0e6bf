import type { LocalAccount } from 'viem';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { AuthResponseWire } from '../../../schemas';
import { FARCASTER_CHANNEL_HEADER, FarcasterInitAnswer, FarcasterStatusAnswer } from '../../../schemas/farcaster';
import { DEMO_APP_ID } from '../apps';
import { PAGE_ORIGIN } from '../siwe-test-support';
import { startEmulator, testClock, type CallOptions } from '../../test-support';
import { CONNECT_PAGE_PATH } from '../../stand-ins/farcaster/channels';
import { FARCASTER_CHAIN_ID, fidResource, SIWF_STATEMENT } from './siwf';

export const AUTHENTICATE = '/api/v1/farcaster/authenticate';
export const LINK = '/api/v1/farcaster/link';
export const UNLINK = '/api/v1/farcaster/unlink';
export const SIGNER_STATUS = '/api/v1/farcaster/signer/status';
/** Seeded: fid 1001 is alice, whose custody key is anvil's account 1. */
export const ALICE_FID = 1001;
export const ALICE_CUSTODY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export interface Proof {
  channel_token: string;
  message: string;
  signature: string;
  fid: number;
}

/** The access token of a login, which every later call of the test needs. */
export function accessToken({ token }: AuthResponseWire): string {
  if (!token) throw new Error('the login answered no access token');
  return token;
}

/** Fields of a hand-made message that differ from the one the Farcaster app signs for the channel. */
export interface ForgeOptions {
  signer: LocalAccount;
  message?: Partial<SiweMessage>;
  fid?: number;
}

/** The demo app with Farcaster login on, and a page on PAGE_ORIGIN's side of the flow against the in-process emulator. */
export async function farcasterApp(config: Record<string, unknown> = {}) {
  const clock = testClock();
  const api = startEmulator({ now: clock.now });
  const configured = await api.configureApp(DEMO_APP_ID, { farcaster_auth: true, ...config });
  if (configured.status !== 200) throw new Error(configured.text);
  const pageHeaders = { origin: PAGE_ORIGIN };

  const init = (options: CallOptions = {}) => api.ok(FarcasterInitAnswer, '/api/v1/farcaster/init', { body: {}, headers: pageHeaders, ...options });
  const status = (channelToken: string) =>
    api.ok(FarcasterStatusAnswer, '/api/v1/farcaster/status', { headers: { [FARCASTER_CHANNEL_HEADER]: channelToken } });
  /** A form post to the emulated Farcaster app's page, as a browser sends it. */
  const postForm = (path: string, fields: Record<string, string>) =>
    api.call(path, { method: 'POST', rawBody: new URLSearchParams(fields).toString(), appId: null });
  /** Approve as a registered account (alice by default) or, with `account: 'new'`, as a typed one. */
  const approve = (channelToken: string, fields: Record<string, string> = {}) =>
    postForm(CONNECT_PAGE_PATH, { channel_token: channelToken, decision: 'approve', account: 'registered', fid: String(ALICE_FID), ...fields });

  /** init, approval in the Farcaster app, then the proof status hands out: what the client sends on. */
  async function signIn(fields: Record<string, string> = {}): Promise<Proof> {
    const { channel_token } = await init();
    const approved = await approve(channel_token, fields);
    if (approved.status !== 303) throw new Error(`approval answered ${approved.status}: ${approved.text}`);
    const { message, signature, fid } = await status(channel_token);
    if (!message || !signature || fid === undefined) throw new Error('status did not complete');
    return { channel_token, message, signature, fid };
  }

  /** A completed channel's token with a message of our own making for it, signed by `signer`. */
  async function forge({ signer, message, fid = ALICE_FID }: ForgeOptions): Promise<Proof> {
    const { channel_token } = await signIn();
    const { nonce } = await status(channel_token);
    const text = createSiweMessage({
      domain: new URL(PAGE_ORIGIN).host,
      address: signer.address,
      statement: SIWF_STATEMENT,
      uri: PAGE_ORIGIN,
      version: '1',
      chainId: FARCASTER_CHAIN_ID,
      nonce: nonce ?? '',
      issuedAt: new Date(clock.now()),
      resources: [fidResource(fid)],
      ...message,
    });
    return { channel_token, message: text, signature: await signer.signMessage({ message: text }), fid };
  }

  const logIn = (body: object, options: CallOptions = {}) => api.ok(AuthResponseWire, AUTHENTICATE, { body, ...options });
  const refuse = (body: object) => api.fail(AUTHENTICATE, { body });
  return { api, clock, init, status, postForm, approve, signIn, forge, logIn, refuse };
}
