import { PorticoError } from '../../kernel/index';
import { FrameReadyMessage, FrameReplyMessage } from '../../schemas/embedded-wallet';
import { frameFailure } from './errors';

/** Section 7: the frame may take 15 s to load (only warned about); creating a wallet may take 20 s. */
const FRAME_LOAD_WARNING_MS = 15_000;
export const CREATE_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;

export interface FrameHost {
  /** Sends `{ id, event, data }` to the frame and resolves with the reply's `data`, or rejects with its error. */
  request(event: string, data: Record<string, unknown>, timeoutMs?: number): Promise<unknown>;
  /**
   * Starts loading the frame without a request, so the first request finds it loaded (frame-preload.ts); a second
   * call, or a request, loads nothing more. Optional: a frame in process has nothing to load.
   */
  preload?(): void;
  destroy(): void;
}

export interface FrameHostOptions {
  apiUrl: string;
  appId: string;
  clientId: string | null;
  analyticsId: string;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The hidden wallet frame at `{apiUrl}/apps/{appId}/embedded-wallets`, on the provider's origin: the key lives there and
 * nowhere else. Added on the first request, or earlier by `preload`; a reply counts only from the frame's own window at
 * the provider's origin.
 */
export function createFrameHost({ apiUrl, appId, clientId, analyticsId }: FrameHostOptions): FrameHost {
  const frameOrigin = new URL(apiUrl).origin;
  const pending = new Map<string, Pending>();
  let frame: HTMLIFrameElement | null = null;
  let ready: Promise<void> | null = null;
  let onReady = () => {};
  let counter = 0;

  function listen(event: MessageEvent): void {
    if (event.origin !== frameOrigin || !frame || event.source !== frame.contentWindow) return;
    if (FrameReadyMessage.safeParse(event.data).success) {
      onReady();
      return;
    }
    const reply = FrameReplyMessage.safeParse(event.data);
    if (!reply.success) return;
    const waiting = pending.get(reply.data.id);
    if (!waiting) return;
    pending.delete(reply.data.id);
    clearTimeout(waiting.timer);
    if ('error' in reply.data) waiting.reject(frameFailure(reply.data.error));
    else waiting.resolve(reply.data.data);
  }

  function mount(): Promise<void> {
    return (ready ??= new Promise<void>((resolve) => {
      const warning = setTimeout(() => console.warn('Portico: the embedded wallet frame has not loaded after 15 s'), FRAME_LOAD_WARNING_MS);
      onReady = () => {
        clearTimeout(warning);
        resolve();
      };
      addEventListener('message', listen);
      const query = new URLSearchParams({ caid: analyticsId, ...(clientId && { client_id: clientId }) });
      frame = document.createElement('iframe');
      frame.src = `${apiUrl.replace(/\/$/, '')}/apps/${appId}/embedded-wallets?${query}`;
      frame.title = 'Embedded wallet';
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.style.display = 'none';
      document.body.append(frame);
    }));
  }

  return {
    async request(event, data, timeoutMs = REQUEST_TIMEOUT_MS) {
      await mount();
      counter += 1;
      const id = `${Date.now().toString(36)}-${counter}`;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new PorticoError('embedded_wallet_request_timeout', 'The embedded wallet did not answer in time', { retryable: true }));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        // The provider's origin only: nothing else may read the access token this carries.
        frame!.contentWindow!.postMessage({ id, event, data }, frameOrigin);
      });
    },
    preload() {
      void mount();
    },
    destroy() {
      removeEventListener('message', listen);
      for (const waiting of pending.values()) clearTimeout(waiting.timer);
      pending.clear();
      frame?.remove();
      frame = null;
      ready = null;
    },
  };
}
