import { createHash } from 'node:crypto';

/** Text for HTML, every character that could open markup or end an attribute escaped. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface PageLook {
  accent: string;
  style?: string;
}

const pageStyle = ({ accent, style = '' }: PageLook) => `
body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #111; background: #fff; line-height: 1.4; }
main { max-width: 26rem; margin: 0 auto; }
label { display: block; font-weight: 600; margin-top: 0.8rem; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.45rem; border: 1px solid #555; border-radius: 4px; }
.actions { display: flex; gap: 0.6rem; margin-top: 1.2rem; }
button { font: inherit; padding: 0.5rem 1.2rem; border-radius: 4px; border: 1px solid ${accent}; cursor: pointer; }
.approve { background: ${accent}; color: #fff; }
.secondary { background: #fff; color: ${accent}; }
.error { color: #a4161a; font-weight: 600; }
a { color: ${accent}; }
${style}`;

const pageShell = (title: string, body: string, css: string, script: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${css}</style>
</head>
<body>
<main>
${body}
</main>${script && `\n<script>\n${script}\n</script>`}
</body>
</html>`;

/**
 * The HTML shell of the emulator's stand-in third-party pages (OAuth provider, Telegram): plain,
 * accessible, with the provider's colour as accent, an optional inline script and extra CSS.
 */
export function renderDevPage(title: string, body: string, { script = '', ...look }: PageLook & { script?: string }): string {
  return pageShell(title, body, pageStyle(look), script);
}

/** A form's answer buttons (`name="decision"`): the first approves, the others are secondary. */
export const decisionButtons = (...decisions: (readonly [value: string, text: string])[]) =>
  `<div class="actions">
${decisions.map(([value, text], index) => `<button class="${index === 0 ? 'approve' : 'secondary'}" type="submit" name="decision" value="${value}">${text}</button>`).join('\n')}
</div>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A stand-in page and the headers of a strict CSP for it: nothing loads but its own inline style and optional script
 * (allowed by hash, no 'unsafe-inline') and the blank icon, its forms post to the emulator only, and no site may frame it.
 */
export function renderStrictDevPage(
  title: string,
  body: string,
  { script = '', ...look }: PageLook & { script?: string },
): { html: string; headers: Record<string, string> } {
  const css = pageStyle(look);
  const policy = [
    "default-src 'none'",
    `style-src ${sha256(css)}`,
    // The shell wraps the script in line breaks; the hash covers the element's whole text.
    ...(script ? [`script-src ${sha256(`\n${script}\n`)}`] : []),
    'img-src data:',
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    html: pageShell(title, body, css, script),
    headers: { 'content-security-policy': policy, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  };
}
