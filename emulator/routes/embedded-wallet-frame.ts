import { Hono } from 'hono';
import { findApp } from '../apps';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { embeddedWalletFrameScript } from '../embedded-wallet/frame-bundle';
import { escapeHtml } from '../outbox-page';

export const FRAME_SCRIPT_PATH = '/embedded-wallets/frame.js';

/**
 * Only local development pages may embed the frame, as only they may call the emulator (cors.ts); the browser
 * enforces it. The script is this origin's only code: no inline script, no other source.
 */
const FRAME_HEADERS = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    // CSP cannot name an IPv6 literal, so [::1] is left out.
    'frame-ancestors http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*',
  ].join('; '),
  'cache-control': 'no-cache',
  'referrer-policy': 'no-referrer',
};

const framePage = (appId: string) => `<!doctype html>
<html lang="en" data-app-id="${escapeHtml(appId)}">
<head><meta charset="utf-8"><title>Embedded wallet</title><script type="module" src="${FRAME_SCRIPT_PATH}"></script></head>
<body></body>
</html>`;

/** GET /apps/:appId/embedded-wallets (the hidden frame that holds the wallet's key; see embedded-wallet/frame/protocol.ts) and its script. */
export function embeddedWalletFrameRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .get('/apps/:appId/embedded-wallets', (c) => {
      const app = findApp(ctx.repo, c.req.param('appId'));
      return c.html(framePage(app.config.id), 200, FRAME_HEADERS);
    })
    .get(FRAME_SCRIPT_PATH, async (c) =>
      c.body(await embeddedWalletFrameScript(), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
    );
}
