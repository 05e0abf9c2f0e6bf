import type { OAuthProvider } from '../../schemas';
import { EMULATED_PROVIDERS, FIELD_LABELS, TEST_IDENTITIES, type OAuthIdentityField } from '../provider/oauth-providers';
import { decisionButtons, escapeHtml, renderDevPage } from '../shared/dev-page';

const OAUTH_ACCENT = '#1a4fa0';

const AUTOCOMPLETE: Record<OAuthIdentityField, string> = {
  name: 'name',
  email: 'email',
  username: 'username',
  vanity_name: 'off',
  profile_picture_url: 'url',
};

export interface AuthorizePageInput {
  provider: OAuthProvider;
  requestId: string;
  appName: string;
  /** The values to show: a picked test identity or what the person typed. */
  values: Partial<Record<OAuthIdentityField, string>>;
  selected?: string;
  error?: string;
}

/**
 * The emulated provider's authorization page: a labelled form of the provider's identity fields (section 3.2),
 * ready-made test identities to pick, and Approve or Deny. Plain HTML, no script, so it works and passes axe as is.
 */
export function renderAuthorizePage({ provider, requestId, appName, values, selected, error }: AuthorizePageInput): string {
  const { name, fields } = EMULATED_PROVIDERS[provider];
  const action = `/oauth/${provider}/authorize`;
  const picks = Object.entries(TEST_IDENTITIES)
    .map(([id, identity]) => {
      const href = `${action}?request=${encodeURIComponent(requestId)}&amp;identity=${id}`;
      const current = id === selected ? ' aria-current="true"' : '';
      return `<li><a href="${href}"${current}>${escapeHtml(identity.label)}</a></li>`;
    })
    .join('\n');
  const inputs = fields
    .map((field) => {
      const type = field === 'email' ? 'email' : field === 'profile_picture_url' ? 'url' : 'text';
      const described = error ? ' aria-describedby="form-error"' : '';
      return `<label for="field-${field}">${FIELD_LABELS[field]}</label>
<input id="field-${field}" name="${field}" type="${type}" autocomplete="${AUTOCOMPLETE[field]}" value="${escapeHtml(values[field] ?? '')}"${described}>`;
    })
    .join('\n');
  return renderDevPage(
    `Sign in with ${name} (emulated)`,
    `<h1>Sign in to ${escapeHtml(name)}</h1>
<p>${escapeHtml(appName)} wants to use your ${escapeHtml(name)} account to log you in. This page stands in for ${escapeHtml(name)}: type or pick a test identity, then approve or deny.</p>
<nav aria-labelledby="identities-heading">
<h2 id="identities-heading">Test identities</h2>
<ul>
${picks}
</ul>
</nav>
<form method="post" action="${action}">
<h2>Your ${escapeHtml(name)} account</h2>
${error ? `<p id="form-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
${inputs}
${decisionButtons(['approve', 'Approve'], ['deny', 'Deny'])}
</form>`,
    { accent: OAUTH_ACCENT },
  );
}

/** An unknown, used or expired request: nothing to approve. */
export function renderExpiredPage(): string {
  return renderDevPage(
    'Sign-in request expired (emulated provider)',
    `<h1>This sign-in request has expired</h1>
<p>It was already used, or it is more than 10 minutes old. Go back to the app and start the login again.</p>`,
    { accent: OAUTH_ACCENT },
  );
}
