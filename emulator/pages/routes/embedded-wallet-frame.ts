import { Hono } from 'hono';
import { findApp } from '../../provider/apps';
import { readQuery } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../../provider/context';
import { issueDeviceNonce } from '../../provider/embedded-wallet/device-proof';
import { EXPORT_SCRIPT_PATH, exportPage } from '../embedded-wallet/export-page';
import { embeddedWalletExportScript, embeddedWalletFrameScript } from '../embedded-wallet/frame-bundle';
import { ExportFrameQuery } from '../embedded-wallet/frame/protocol';
import { escapeHtml } from '../../shared/dev-page';

const FRAME_SCRIPT_PATH = '/embedded-wallets/frame.js';

/**
 * Only local development pages may embed the frames, as only they may call the emulator (cors.ts); the browser
 * enforces it. A page's script is this origin's only code: no inline script, no other source, no form or base URL.
 */
const contentSecurityPolicy = (...extra: string[]) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    ...extra,
    "base-uri 'none'",
    "form-action 'none'",
    // CSP cannot name an IPv6 literal, so [::1] is left out.
    'frame-ancestors http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*',
  ].join('; ');

// no-store: each load carries its own single-use nonce.
const FRAME_HEADERS = { 'content-security-policy': contentSecurityPolicy(), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

/** The page carries its first device-proof nonce, so the frame's first share request costs no extra round trip. */
const framePage = (appId: string, nonce: string) => `<!doctype html>
<html lang="en" data-app-id="${escapeHtml(appId)}" data-device-nonce="${escapeHtml(nonce)}">
<head><meta charset="utf-8"><title>Embedded wallet</title><script type="module" src="${FRAME_SCRIPT_PATH}"></script></head>
<body></body>
</html>`;

const script = (bundle: () => Promise<string>) => async () =>
  new Response(await bundle(), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } });

/**
 * GET /apps/:appId/embedded-wallets (the hidden frame that holds the wallet's key) and
 * GET /apps/:appId/embedded-wallets/export (the page that shows it), with their scripts; see
 * embedded-wallet/frame/protocol.ts.
 */
export function embeddedWalletFrameRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .get('/apps/:appId/embedded-wallets', (c) => {
      const app = findApp(ctx.repo, c.req.param('appId'));
      return c.html(framePage(app.config.id, issueDeviceNonce(ctx)), 200, FRAME_HEADERS);
    })
    .get('/apps/:appId/embedded-wallets/export', (c) => {
      const app = findApp(ctx.repo, c.req.param('appId'));
      const { html, styleSource } = exportPage(app.config.id, readQuery(c, ExportFrameQuery));
      return c.html(html, 200, {
        'content-security-policy': contentSecurityPolicy(`style-src ${styleSource}`),
        // It is about to show a key: nothing of it is kept by a cache.
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      });
    })
    .get(FRAME_SCRIPT_PATH, script(embeddedWalletFrameScript))
    .get(EXPORT_SCRIPT_PATH, script(embeddedWalletExportScript));
}
