import { escapeHtml, renderStrictDevPage } from '../../shared/dev-page';

const ACCENT = '#1f5fc4';
const TITLE = 'Authenticator app (emulated)';
const STYLE = `
h1 { font-size: 1.4rem; }
dt { font-weight: 600; margin-top: 1rem; }
dd { margin: 0.2rem 0 0; overflow-wrap: anywhere; }
.code { font: 600 2.5rem/1.2 ui-monospace, monospace; letter-spacing: 0.15em; }`;

/** Counts down to the next step and then reloads, so the page always shows the code the emulator accepts now. */
const COUNTDOWN_SCRIPT = `const left = document.getElementById('seconds-left');
const changesAt = Date.now() + Number(left.dataset.msLeft);
function tick() {
  const ms = changesAt - Date.now();
  if (ms <= 0) return location.reload();
  left.textContent = String(Math.ceil(ms / 1000));
  setTimeout(tick, ms % 1000 || 1000);
}
tick();`;

export interface AuthenticatorEntry {
  issuer: string;
  label: string;
  code: string;
  nextCode: string;
  msLeft: number;
}

/**
 * The demo's stand-in for an authenticator app on a phone: the account's entry with its current code and the seconds
 * until it changes. The next code is shown too, since a code is good once and the demo may need two in one step.
 */
export function renderAuthenticatorPage({ issuer, label, code, nextCode, msLeft }: AuthenticatorEntry) {
  const body = `<h1>${TITLE}</h1>
<p>The emulator stands in for the authenticator app on your phone: type its current code where the app asks for one.</p>
<dl>
<dt id="account-term">Account</dt><dd aria-labelledby="account-term">${escapeHtml(issuer)}: ${escapeHtml(label)}</dd>
<dt id="code-term">Current code</dt><dd class="code" aria-labelledby="code-term">${code}</dd>
<dt>Changes in</dt><dd><span id="seconds-left" data-ms-left="${msLeft}">${Math.ceil(msLeft / 1000)}</span> seconds</dd>
<dt id="next-code-term">Next code</dt><dd aria-labelledby="next-code-term">${nextCode}</dd>
</dl>`;
  return renderStrictDevPage(TITLE, body, { accent: ACCENT, style: STYLE, script: COUNTDOWN_SCRIPT });
}

/** The page before the person has started adding an authenticator app. */
export function renderNoAuthenticatorPage() {
  const body = `<h1>${TITLE}</h1>
<p>No authenticator app is being set up for this user yet. In the demo, choose <strong>Set up verification</strong>, then
<strong>Authenticator app</strong>, and reload this page.</p>`;
  return renderStrictDevPage(TITLE, body, { accent: ACCENT });
}
