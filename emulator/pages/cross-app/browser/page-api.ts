import * as z from 'zod/mini';
import { ErrorBodyWire } from '../../../../schemas';

/** The provider app's API as its own pages (consent, transact) call it: same origin, the provider app's header. */
export function providerApi(appId: string) {
  return async function post<S extends z.ZodMiniType>(path: string, body: unknown, answer: S, token?: string): Promise<z.output<S>> {
    const response = await fetch(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': appId, ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = ErrorBodyWire.safeParse(json);
      throw new Error(error.success ? error.data.error : `The provider answered ${response.status}`);
    }
    return answer.parse(json);
  };
}

const FrameAnswer = z.object({ id: z.string(), data: z.optional(z.unknown()), error: z.optional(z.object({ message: z.string() })) });
const READY_TIMEOUT_MS = 15_000;

/**
 * The provider app's embedded wallet frame inside its own page (same origin, so the frame keeps the device share in
 * this origin's storage): `request` sends one event and resolves with the reply's data.
 */
export function embeddedWalletFrame(appId: string) {
  const frame = document.createElement('iframe');
  frame.src = `/apps/${encodeURIComponent(appId)}/embedded-wallets`;
  frame.title = 'Embedded wallet';
  frame.hidden = true;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The wallet did not load')), READY_TIMEOUT_MS);
    addEventListener('message', function onReady(event: MessageEvent) {
      if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
      if ((event.data as { event?: unknown } | null)?.event !== 'iframe:ready') return;
      clearTimeout(timer);
      removeEventListener('message', onReady);
      resolve();
    });
  });
  document.body.append(frame);
  let next = 0;

  async function request(event: string, data: unknown): Promise<unknown> {
    await ready;
    const id = `page-${++next}`;
    return new Promise((resolve, reject) => {
      addEventListener('message', function onReply(message: MessageEvent) {
        if (message.source !== frame.contentWindow || message.origin !== location.origin) return;
        const reply = FrameAnswer.safeParse(message.data);
        if (!reply.success || reply.data.id !== id) return;
        removeEventListener('message', onReply);
        if (reply.data.error) reject(new Error(reply.data.error.message));
        else resolve(reply.data.data);
      });
      frame.contentWindow?.postMessage({ id, event, data }, location.origin);
    });
  }
  return { request };
}

/** Shows `text` in the page's element `id` (a status or an alert), or hides it when empty. */
export function say(id: string, text: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.textContent = text;
  element.hidden = text === '';
}

export const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}`);
  return element as T;
};

/** The provider app user's Ethereum embedded wallets, as the user answer lists them. */
const WalletAccount = z.object({ type: z.literal('wallet'), address: z.string(), connector_type: z.nullish(z.string()), chain_type: z.nullish(z.string()), wallet_index: z.nullish(z.number()), imported: z.nullish(z.boolean()) });
export const ProviderUser = z.object({ linked_accounts: z.array(z.union([WalletAccount, z.object({ type: z.string() })])) });
export type EmbeddedWallet = z.output<typeof WalletAccount>;

export function embeddedWallets(user: z.output<typeof ProviderUser>): EmbeddedWallet[] {
  return user.linked_accounts.flatMap((account) => {
    const wallet = WalletAccount.safeParse(account);
    return wallet.success && wallet.data.connector_type === 'embedded' && wallet.data.chain_type === 'ethereum' ? [wallet.data] : [];
  });
}
