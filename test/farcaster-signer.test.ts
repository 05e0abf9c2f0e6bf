// @vitest-environment node
// The Farcaster signer: the Farcaster plugin with the embedded wallet (its frame in process) against the emulator's
// stand-in for the Farcaster app, which approves or refuses the signer.
import { ed25519 } from '@noble/curves/ed25519';
import { hexToBytes, type Hex } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Portico } from '../kernel/index';
import { farcaster, type FarcasterPlugin } from '../plugins/farcaster/index';
import { SIGNER_POLL_MS } from '../plugins/farcaster/signer';
import { walletKernel } from './support/embedded-wallet-kernel';
import { EMULATOR_URL } from './support/emulator';

const PAGE_ORIGIN = 'http://localhost:3000';
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A person logged in by email with an embedded wallet, who linked the seeded Farcaster account alice (fid 1001). */
async function withFarcasterAccount() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Wallet creation checks the page is secure enough (localhost is).
  vi.stubGlobal('location', new URL(`${PAGE_ORIGIN}/`));
  // No chain is used: the signer signs hashes, not transactions.
  const wallet = await walletKernel({ rpcUrl: 'http://127.0.0.1:9', prompts: false, plugins: [farcaster()], origin: PAGE_ORIGIN });
  const { env } = wallet;
  // walletKernel types the plugins it adds itself; the Farcaster plugin passed in is there too.
  const kernel = wallet.kernel as unknown as Portico<[FarcasterPlugin]>;
  await env.configureApp({ email_auth: true, farcaster_auth: true, embedded_wallet_config: { create_on_login: 'all-users' } });

  /** A form post to one of the emulator's Farcaster pages, then the plugin's next poll at once. */
  async function post(path: string, fields: Record<string, string>) {
    const answer = await env.emulator.fetch(`${EMULATOR_URL}${path}`, { method: 'POST', body: new URLSearchParams(fields) });
    if (answer.status >= 400) throw new Error(`${path} answered ${answer.status}`);
    await vi.advanceTimersByTimeAsync(SIGNER_POLL_MS);
  }
  await kernel.farcaster.link({
    onConnectUri: (uri) =>
      void post('/dev/farcaster/connect', {
        channel_token: new URL(uri).searchParams.get('channel_token') ?? '',
        account: 'registered',
        fid: '1001',
        decision: 'approve',
      }),
  });
  /** The person's answer on the signer approval page, once the plugin shows its link. */
  async function answerSigner(decision: 'approve' | 'reject') {
    const url = await vi.waitFor(() => {
      const approvalUrl = kernel.farcaster.getState().signer.approvalUrl;
      if (!approvalUrl) throw new Error('no approval link yet');
      return approvalUrl;
    });
    await post('/dev/farcaster/signer', { public_key: new URL(url).searchParams.get('public_key') ?? '', decision });
  }
  return { env, kernel, answerSigner };
}

describe('Farcaster signer held in the embedded wallet’s frame', () => {
  it('is approved in the Farcaster app, then signs hashes that verify with an independent Ed25519', async () => {
    const { kernel, answerSigner } = await withFarcasterAccount();
    const requested = kernel.farcaster.requestSigner({ prompt: false });
    await answerSigner('approve');
    const user = await requested;
    const publicKey = user.farcaster?.signerPublicKey as Hex;
    expect(publicKey).toMatch(/^0x[0-9a-f]{64}$/i);
    expect(kernel.farcaster.getState().signer.status).toBe('approved');

    const hash = '0x0123456789abcdef0123456789abcdef01234567';
    const signature = (await kernel.farcaster.signFarcasterMessage(hash)) as Hex;
    expect(ed25519.verify(hexToBytes(signature), hexToBytes(hash), hexToBytes(publicKey))).toBe(true);
    // Asked again, the approved signer is taken as it is.
    await expect(kernel.farcaster.requestSigner({ prompt: false })).resolves.toMatchObject({ farcaster: { signerPublicKey: publicKey } });
  });

  it('a signer refused in the Farcaster app is section 8’s rejection, with Retry', async () => {
    const { kernel, answerSigner } = await withFarcasterAccount();
    const requested = kernel.farcaster.requestSigner({ prompt: false }).catch((error: unknown) => error);
    await answerSigner('reject');
    await expect(requested).resolves.toMatchObject({
      code: 'farcaster_signer_rejected',
      shortMessage: 'Request rejected: The request was rejected. Please try again.',
      retryable: true,
    });
    expect(kernel.farcaster.getState().signer.status).toBe('error');
  });

  it('gives up after 5 minutes without an answer', async () => {
    const { env, kernel } = await withFarcasterAccount();
    let inFlight = 0;
    const pending = () => inFlight > 0;
    const fetch = env.emulator.fetch;
    env.emulator.fetch = async (...args: Parameters<typeof fetch>) => {
      inFlight += 1;
      try {
        return await fetch(...args);
      } finally {
        inFlight -= 1;
      }
    };
    const requested = kernel.farcaster.requestSigner({ prompt: false }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(kernel.farcaster.getState().signer.approvalUrl).not.toBeNull());
    // Poll by poll: one jump of 5 minutes would also fire the request time-out of the ask in flight.
    for (let waited = 0; waited < 300_000; waited += SIGNER_POLL_MS) {
      await vi.advanceTimersByTimeAsync(SIGNER_POLL_MS);
      // The ask the plugin just sent is answered in real time (the in-process emulator), before the clock moves on.
      await vi.waitFor(() => expect(pending()).toBe(false));
    }
    await expect(requested).resolves.toMatchObject({ code: 'farcaster_timeout' });
  });

  it('signing before a signer is approved is refused (section 5)', async () => {
    const { kernel } = await withFarcasterAccount();
    await expect(kernel.farcaster.signFarcasterMessage('0x01')).rejects.toMatchObject({
      code: 'farcaster_signer_unavailable',
      shortMessage: 'Approve a Farcaster signer first.',
    });
  });
});
