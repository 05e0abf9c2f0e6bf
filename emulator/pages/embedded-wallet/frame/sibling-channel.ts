import * as z from 'zod/mini';
import type { WalletSecret } from '../../../provider/embedded-wallet/keys/wallet-secret';
import { RECOVERY_METHODS } from '../../../provider/embedded-wallet/requests';
import { EXPORT_EVENT_DATA, EXPORT_INIT_EVENT, type ExportInit } from './protocol';
import { errorBodyOf } from './dispatch';
import { FrameError } from './frame-error';

/**
 * How the export page gets a wallet's secret from the hidden wallet frame: both are frames of the provider's origin in
 * the same host page, so the page posts to its sibling frames at its own origin (no other origin can receive it, and
 * the frame answers only its own origin) with a port for the answer. The secret travels only between the provider's
 * own frames; the host page, of another origin, cannot read either.
 */

const SECRET_REQUEST = 'export:wallet-secret';
/** How long the page waits for the wallet frame, which the widget loaded before it opened the export screen. */
const SIBLING_TIMEOUT_MS = 15_000;

const SecretRequest = z.object({ event: z.literal(SECRET_REQUEST), init: z.unknown() });
const SecretAnswer = z.union([
  z.object({ secret: z.object({ kind: z.enum(['hd', 'imported']), bytes: z.instanceof(Uint8Array) }) }),
  z.object({
    error: z.object({ code: z.union([z.string(), z.number()]), message: z.string(), recoveryMethod: z.optional(z.enum(RECOVERY_METHODS)) }),
  }),
]);

/** The wallet frame's side: answers its own origin's pages (the export page) with the secret `exportSecret` rebuilds. */
export function serveWalletSecrets(exportSecret: (init: ExportInit) => Promise<WalletSecret>) {
  addEventListener('message', (event: MessageEvent) => {
    const request = SecretRequest.safeParse(event.data);
    const port = event.ports[0];
    if (event.origin !== location.origin || !request.success || !port) return;
    const init = EXPORT_EVENT_DATA[EXPORT_INIT_EVENT].safeParse(request.data.init);
    const answer = init.success
      ? exportSecret(init.data).then((secret) => ({ secret }), (error: unknown) => ({ error: errorBodyOf(error) }))
      : Promise.resolve({ error: { code: 'invalid_request_arguments', message: 'Invalid export request' } });
    void answer.then((message) => port.postMessage(message));
  });
}

/** The export page's side: asks each sibling frame of its own origin; the first secret wins, else the first error. */
export function askWalletFrame(init: ExportInit, timeoutMs = SIBLING_TIMEOUT_MS): Promise<WalletSecret> {
  const siblings = Array.from({ length: window.parent.frames.length }, (_, i) => window.parent.frames[i]).filter((frame) => frame && frame !== window);
  return new Promise((resolve, reject) => {
    let pending = siblings.length;
    let firstError: FrameError | null = null;
    const giveUp = () => reject(firstError ?? new FrameError('error', 'The wallet frame did not answer: reload the page and try again'));
    if (pending === 0) return giveUp();
    const timer = setTimeout(giveUp, timeoutMs);
    for (const sibling of siblings) {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => {
        const answer = SecretAnswer.safeParse(data);
        pending -= 1;
        if (answer.success && 'secret' in answer.data) {
          clearTimeout(timer);
          resolve(answer.data.secret);
        } else {
          const failure = answer.success && 'error' in answer.data ? answer.data.error : null;
          firstError ??= failure && new FrameError(failure.code, failure.message, failure.recoveryMethod);
          if (pending === 0) {
            clearTimeout(timer);
            giveUp();
          }
        }
      };
      // Only a window of this very origin receives it: other frames (the host's, other sites') never do.
      sibling!.postMessage({ event: SECRET_REQUEST, init }, location.origin, [channel.port2]);
    }
  });
}
