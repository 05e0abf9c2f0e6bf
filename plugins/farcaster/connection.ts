import type { PluginContext } from '../../kernel/index';
import { poll } from '../../kit/poll';
import { FARCASTER_CHANNEL_HEADER, FarcasterInitAnswer, FarcasterStatusAnswer } from '../../schemas/farcaster';
import { farcasterTimeout } from './failures';
import type { FarcasterMessages } from './messages';
import { captchaOf } from '../../kit/captcha/gate';

/** Section 9: the channel is asked every 2 s, for at most 120 s. */
export const CHANNEL_POLL_MS = 2000;
const CHANNEL_TIMEOUT_MS = 120_000;

/** What the Farcaster app signed once the person approved: the body of farcaster/authenticate and link. */
export interface FarcasterProof {
  channel_token: string;
  message: string;
  signature: string;
  fid: number;
}

/**
 * One relay channel: init gives the link the Farcaster app opens (`onConnectUri`, for the QR code), then the channel
 * is asked until the app completed it. Rejects on time-out or when `signal` aborts.
 */
export async function awaitFarcasterApproval(
  ctx: PluginContext,
  m: FarcasterMessages,
  { onConnectUri, signal }: { onConnectUri(uri: string): void; signal: AbortSignal },
): Promise<FarcasterProof> {
  const channel = await captchaOf(ctx).withToken((token) => ctx.api.post('/api/v1/farcaster/init', { token }, FarcasterInitAnswer, { signal }));
  onConnectUri(channel.connect_uri);
  const headers = { [FARCASTER_CHANNEL_HEADER]: channel.channel_token };
  return poll(
    async () => {
      const status = await ctx.api.get('/api/v1/farcaster/status', FarcasterStatusAnswer, { headers, signal });
      const { message, signature, fid } = status;
      if (status.state !== 'completed' || !message || !signature || fid === undefined) return undefined;
      return { channel_token: channel.channel_token, message, signature, fid };
    },
    { intervalMs: CHANNEL_POLL_MS, timeoutMs: CHANNEL_TIMEOUT_MS, timedOut: () => farcasterTimeout(m), signal },
  );
}
