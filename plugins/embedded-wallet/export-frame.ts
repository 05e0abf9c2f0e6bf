import { PorticoError } from '../../kernel/index';
import { FrameReadyMessage, FrameReplyMessage } from '../../schemas/embedded-wallet';
import { frameFailure } from './errors';

/** How long the export page may take to load and show the key. */
const EXPORT_TIMEOUT_MS = 30_000;

/**
 * How `export:init` names the key: an Ethereum key by its address (the primary wallet's for an HD wallet) and HD index,
 * as the hidden frame's rpc takes them; a Solana wallet by its own address (the page finds the shares it uses).
 */
export type ExportKey = { address: string; hdWalletIndex: number } | { address: string };

export type ExportInit = ExportKey & {
  accessToken: string;
  /** A fresh MFA proof, for a user with MFA (the page asks for the auth share itself). */
  mfaToken?: string;
};

/** The export page's address: the wallet and what to show are in the URL; the access token never is. */
export function exportFrameUrl(apiUrl: string, appId: string, query: Record<string, string>): string {
  return `${apiUrl.replace(/\/$/, '')}/apps/${appId}/embedded-wallets/export?${new URLSearchParams(query)}`;
}

/**
 * Hands the export page its access token once it says it is ready, and waits for it to show the key. Only its own
 * window at the provider's origin is listened to; its answer names what it showed, never the key itself.
 */
export function initExportFrame(frame: HTMLIFrameElement, frameOrigin: string, init: ExportInit): { shown: Promise<void>; stop(): void } {
  let stop = () => {};
  const shown = new Promise<void>((resolve, reject) => {
    const id = `export-${Date.now().toString(36)}`;
    const timer = setTimeout(() => {
      stop();
      reject(new PorticoError('embedded_wallet_request_timeout', 'The export page did not answer in time', { retryable: true }));
    }, EXPORT_TIMEOUT_MS);
    const listen = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return;
      if (FrameReadyMessage.safeParse(event.data).success) {
        frame.contentWindow!.postMessage({ id, event: 'export:init', data: init }, frameOrigin);
        return;
      }
      const reply = FrameReplyMessage.safeParse(event.data);
      if (!reply.success || reply.data.id !== id) return;
      stop();
      if ('error' in reply.data) reject(frameFailure(reply.data.error));
      else resolve();
    };
    stop = () => {
      clearTimeout(timer);
      removeEventListener('message', listen);
    };
    addEventListener('message', listen);
  });
  return { shown, stop: () => stop() };
}
