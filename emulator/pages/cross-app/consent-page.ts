import { escapeHtml, renderDevPage } from '../../shared/dev-page';
import type { ConsentQuery } from '../../provider/cross-app/requests';

export const CROSS_APP_ACCENT = '#0f766e';
export const CONSENT_SCRIPT_PATH = '/oauth/cross-app/consent.js';

export interface ConsentPageInput {
  query: ConsentQuery;
  requesterName: string;
  providerName: string;
  denyUrl: string;
}

/** Puts data attributes on <html> for the page's script, which reads them there. */
export const withData = (html: string, data: Record<string, string>) =>
  html.replace(
    '<html lang="en">',
    `<html lang="en" ${Object.entries(data)
      .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
      .join(' ')}>`,
  );

/** Adds the page's module script (this origin's only code) before </body>. */
export const withScript = (html: string, src: string) => html.replace('</body>', `<script type="module" src="${src}"></script>\n</body>`);

/**
 * The provider app's consent page: log into the provider app (email and code), then "{requester} wants to use your
 * {provider} account" with the wallet, Approve or Deny. Deny works before logging in too. The buttons stay disabled
 * until the script has taken the forms over, so an early press neither submits natively nor goes unheard.
 */
export function renderConsentPage({ query, requesterName, providerName, denyUrl }: ConsentPageInput): string {
  const requester = escapeHtml(requesterName);
  const provider = escapeHtml(providerName);
  const html = renderDevPage(
    `${providerName}: share your account`,
    `<h1>${requester} wants to use your ${provider} account</h1>
<p>Log in to ${provider} to share your account and its wallet with ${requester}. ${requester} can then ask you to sign with that wallet; each request opens ${provider} for your approval.</p>
<p id="status" role="status" hidden></p>
<p id="error" class="error" role="alert" hidden></p>
<form id="email-form">
<label for="email">Your ${provider} email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<div class="actions"><button class="approve" type="submit" disabled>Send code</button></div>
</form>
<form id="code-form" hidden>
<label for="code">Code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<div class="actions"><button class="approve" type="submit" disabled>Log in</button></div>
</form>
<form id="decision">
<p id="wallet" hidden></p>
<div class="actions">
<button id="approve" class="approve" type="submit" hidden disabled>Approve</button>
<button id="deny" class="secondary" type="submit" formnovalidate disabled>Deny</button>
</div>
</form>`,
    { accent: CROSS_APP_ACCENT },
  );
  return withScript(withData(html, { 'app-id': query.provider_app_id, consent: JSON.stringify(query), 'deny-url': denyUrl }), CONSENT_SCRIPT_PATH);
}
