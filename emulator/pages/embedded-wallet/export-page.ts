import { createHash } from 'node:crypto';
import { escapeHtml } from '../../shared/dev-page';
import { EXPORT_MESSAGES, EXPORT_PAGE_IDS } from './frame/export-view';
import type { ExportFrameQuery } from './frame/protocol';

export const EXPORT_SCRIPT_PATH = '/embedded-wallets/export.js';

/**
 * The widget's palette (ui/css/modal.css) so the page sits in the dialog unnoticed; every pair meets WCAG AA
 * (4.5:1) in both themes. Laid out for the export screen's 220-pixel frame: label and Copy share a row.
 */
const STYLE = `:root{color-scheme:light;--bg:#fff;--fg:#111827;--muted:#555d6b;--surface:#f5f6f8;--border:#c9ced8;--accent:#4f46e5;--accent-fg:#fff;--warn-bg:#fff4e5;--warn-fg:#7a3e00;--error:#c42b1c}
[data-theme=dark]{color-scheme:dark;--bg:#16171b;--fg:#f3f4f6;--muted:#a9afba;--surface:#202227;--border:#464a55;--accent:#a5b4fc;--accent-fg:#111827;--warn-bg:#3a2a12;--warn-fg:#ffd8a8;--error:#ff8a80}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{display:grid;gap:8px;margin:0 auto;padding:12px}
.warning{margin:0;padding:6px 10px;border-radius:8px;background:var(--warn-bg);color:var(--warn-fg);font-size:13px;font-weight:600}
.status{margin:0;color:var(--muted)}
.status:empty{display:none}
.status.error{color:var(--error)}
.secret{display:grid;grid-template-columns:1fr auto;align-items:center;gap:8px}
.secret[hidden]{display:none}
.label{grid-row:1;margin:0;color:var(--muted);font-size:13px;font-weight:600}
.copy{grid-row:1;grid-column:2;min-height:32px;padding:6px 14px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-fg);font:inherit;font-weight:600;cursor:pointer}
.copy:focus-visible{outline:2px solid var(--fg);outline-offset:2px}
.key,.words{grid-column:1/-1;margin:0;padding:6px 8px;border:1px solid var(--border);border-radius:8px;background:var(--surface);font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;user-select:all}
.key{word-break:break-all}
.words{display:grid;grid-template-columns:repeat(3,1fr);gap:0 8px;font-size:12px;list-style:decimal inside;white-space:nowrap}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

/** The page's CSS: the palette, and the width the widget asked for. */
const styleFor = (width: string | undefined) => (width ? `${STYLE}\nmain{max-width:${Number(width)}px}` : STYLE);

/** A CSP source for exactly this inline style, so the page needs no 'unsafe-inline'. */
const hashSource = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * The export page (protocol.ts, "Export page"): the warning and an empty section the script fills once the widget
 * sends the access token. It holds no secret: the key exists only in the browser, after export:init.
 */
export function exportPage(appId: string, query: ExportFrameQuery): { html: string; styleSource: string } {
  const css = styleFor(query.width);
  const html = `<!doctype html>
<html lang="en" data-app-id="${escapeHtml(appId)}" data-theme="${query.theme ?? 'light'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${EXPORT_MESSAGES.title}</title>
<style>${css}</style>
<script type="module" src="${EXPORT_SCRIPT_PATH}"></script></head>
<body><main>
<p class="warning" id="${EXPORT_PAGE_IDS.warning}">${EXPORT_MESSAGES.warning}</p>
<section class="secret" id="${EXPORT_PAGE_IDS.secret}" hidden></section>
<p class="status" id="${EXPORT_PAGE_IDS.status}" role="status">${EXPORT_MESSAGES.loading}</p>
</main></body>
</html>`;
  return { html, styleSource: hashSource(css) };
}
