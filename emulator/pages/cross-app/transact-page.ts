import { CrossAppTransactRequest } from '../../../schemas/cross-app';
import type { EmulatorContext } from '../../provider/context';
import { escapeHtml, renderDevPage } from '../../shared/dev-page';
import { ApiError } from '../../shared/http-error';
import { CROSS_APP_ACCENT, withData, withScript } from './consent-page';
import { checkProviderToken } from '../../provider/cross-app/grants';

export const TRANSACT_SCRIPT_PATH = '/oauth/cross-app/transact.js';
const INIT_FAILED = 'Failed to initialize signature request';

type WalletRequest = CrossAppTransactRequest['content']['request']['request'];

const hexText = (hex: string) => {
  const bytes = Buffer.from(hex.slice(2), 'hex');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return text;
};

/** What the person is asked to approve: the message, the typed data, or the transaction's to, value and data. */
function describe({ method, params = [] }: WalletRequest): string {
  const field = (label: string, value: unknown) =>
    `<dt>${label}</dt><dd><pre>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2))}</pre></dd>`;
  if (method === 'personal_sign') {
    const message = String(params[0] ?? '');
    let shown = message;
    if (/^0x([0-9a-f]{2})*$/i.test(message)) {
      try {
        shown = hexText(message);
      } catch {
        shown = message;
      }
    }
    return `<h2>Sign this message</h2><dl>${field('Message', shown)}${field('Wallet', params[1])}</dl>`;
  }
  if (method === 'eth_signTypedData_v4') {
    const typed = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1] ?? null, null, 2);
    return `<h2>Sign typed data</h2><dl>${field('Wallet', params[0])}${field('Data', typed)}</dl>`;
  }
  const tx = (params[0] ?? {}) as Record<string, unknown>;
  return `<h2>Send this transaction</h2><dl>${field('To', tx.to)}${field('Value (wei, hex)', tx.value ?? '0x0')}${field('Data', tx.data ?? '0x')}${field('Chain', tx.chainId)}</dl>`;
}

const SUPPORTED = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);

/**
 * The provider app's transact page (opened by the requester's widget as a popup): checks the provider token for the
 * opener's origin, shows the request with Approve / Reject, and (its script) signs in the provider app's frame and
 * posts the answer to `window.opener` at the callback origin. A failed check is posted as the action's error at once.
 */
export function transactPage(ctx: EmulatorContext, token: string, requestText: string): string {
  let request: CrossAppTransactRequest | null = null;
  try {
    const parsed = CrossAppTransactRequest.safeParse(JSON.parse(requestText));
    request = parsed.success ? parsed.data : null;
  } catch {
    request = null;
  }
  const callbackOrigin = request && URL.canParse(request.callbackUrl) ? new URL(request.callbackUrl).origin : '';
  const fail = (message: string) =>
    page(`<h1>Request not possible</h1><p class="error" role="alert">${escapeHtml(message)}</p>`, { error: message, 'callback-origin': callbackOrigin });
  if (!request || !callbackOrigin) return fail(INIT_FAILED);
  const walletRequest = request.content.request.request;
  if (!SUPPORTED.has(walletRequest.method)) return fail(INIT_FAILED);
  try {
    const { grant } = checkProviderToken(ctx, token, request.callbackUrl);
    const provider = ctx.repo.get('apps', grant.provider_app_id)?.config.name ?? 'The provider app';
    const requester = ctx.repo.get('apps', grant.requester_app_id)?.config.name ?? 'An app';
    return page(
      `<h1>${escapeHtml(requester)} asks you to sign with your ${escapeHtml(provider)} wallet</h1>
${describe(walletRequest)}
<p id="status" role="status" hidden></p>
<p id="error" class="error" role="alert" hidden></p>
<div class="actions">
<button id="approve" class="approve" type="button" disabled>Approve</button>
<button id="reject" class="secondary" type="button" disabled>Reject</button>
</div>`,
      { 'app-id': grant.provider_app_id, 'callback-origin': callbackOrigin, 'callback-url': request.callbackUrl, request: JSON.stringify(walletRequest) },
    );
  } catch (error) {
    if (error instanceof ApiError) return fail(error.message);
    throw error;
  }
}

const page = (body: string, data: Record<string, string>) =>
  withScript(withData(renderDevPage('Approve request', body, { accent: CROSS_APP_ACCENT, style: 'pre { white-space: pre-wrap; word-break: break-all; margin: 0; }' }), data), TRANSACT_SCRIPT_PATH);
