import { decisionButtons, escapeHtml, renderStrictDevPage } from '../../shared/dev-page';
import type { FarcasterAccountRecord, FarcasterSignerRecord } from '../../shared/records';
import { CONNECT_PAGE_PATH, FARCASTER_CHANNEL_TTL_MS } from './channels';
import { MAX_CUSTODY_INDEX, type NewAccountField } from './registry';
import { SIGNER_PAGE_PATH } from '../../provider/farcaster/signers';

/**
 * The emulated Farcaster app's pages: sign in (connect_uri) and approve a signer (signer_approval_url). Plain forms,
 * no script, so they work as is, pass axe and take a strict CSP.
 */

const FARCASTER_ACCENT = '#6a3cc9';
const STYLE = `fieldset { border: 1px solid #888; border-radius: 4px; margin: 0.8rem 0 0; }
.choice { display: flex; gap: 0.5rem; align-items: center; margin-top: 0.4rem; }
.choice input { width: auto; }
.choice label { margin: 0; font-weight: normal; }
code { word-break: break-all; }
dt { font-weight: 600; margin-top: 0.6rem; }
dd { margin: 0; }`;

const page = (title: string, body: string) =>
  renderStrictDevPage(`${title} (emulated Farcaster)`, body, { accent: FARCASTER_ACCENT, style: STYLE });
const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
const approveOrReject = decisionButtons(['approve', 'Approve'], ['reject', 'Reject']);

type Handle = { fid: number; username?: string | undefined };
const handle = ({ fid, username }: Handle) => (username ? `@${escapeHtml(username)} (fid ${fid})` : `fid ${fid}`);

const NEW_ACCOUNT_INPUTS: Record<NewAccountField, { label: string; attributes: string }> = {
  fid: { label: 'fid', attributes: 'type="text" inputmode="numeric" required autocomplete="off"' },
  username: { label: 'Username', attributes: 'type="text" required autocomplete="username"' },
  display_name: { label: 'Display name', attributes: 'type="text" autocomplete="name"' },
  bio: { label: 'Bio', attributes: 'type="text" autocomplete="off"' },
  pfp_url: { label: 'Profile picture URL', attributes: 'type="url" autocomplete="photo"' },
  homepage_url: { label: 'Homepage URL', attributes: 'type="url" autocomplete="url"' },
  custody_index: {
    label: `Custody account of the local chain (0 to ${MAX_CUSTODY_INDEX})`,
    attributes: `type="number" min="0" max="${MAX_CUSTODY_INDEX}" required autocomplete="off"`,
  },
};

export interface ConnectPageInput {
  channelToken: string;
  appName: string;
  /** The page that asks, which the message will name. */
  origin: string;
  accounts: { account: FarcasterAccountRecord; custody: string }[];
  /** The new-account form's values: suggestions, or what the person typed. */
  values: Partial<Record<NewAccountField, string>>;
  error?: string;
}

/** The sign-in request: pick a registered test account or type a new one, then approve (or reject). */
export function renderConnectPage({ channelToken, appName, origin, accounts, values, error }: ConnectPageInput) {
  const choices = accounts
    .map(({ account, custody }, index) => {
      const id = `fid-${account.fid}`;
      const name = account.display_name ? `${escapeHtml(account.display_name)}, ` : '';
      return `<div class="choice"><input type="radio" id="${id}" name="fid" value="${account.fid}"${index === 0 ? ' checked' : ''}>
<label for="${id}">${name}${handle(account)}, custody <code>${custody}</code></label></div>`;
    })
    .join('\n');
  const described = error ? ' aria-describedby="form-error"' : '';
  const inputs = Object.entries(NEW_ACCOUNT_INPUTS)
    .map(([field, { label, attributes }]) => {
      const value = escapeHtml(values[field as NewAccountField] ?? '');
      return `<label for="field-${field}">${label}</label>\n<input id="field-${field}" name="${field}" ${attributes} value="${value}"${described}>`;
    })
    .join('\n');
  return page(
    'Sign in with Farcaster',
    `<h1>Sign in with Farcaster</h1>
<p>${escapeHtml(appName)} at ${escapeHtml(origin)} wants you to sign in with your Farcaster account.
This page stands in for the Farcaster app: it signs the request with the account's custody key, a test account of the local chain.</p>
<section aria-labelledby="accounts-heading">
<h2 id="accounts-heading">Your accounts</h2>
<form method="post" action="${CONNECT_PAGE_PATH}">
${hidden('channel_token', channelToken)}
${hidden('account', 'registered')}
<fieldset>
<legend>Account to sign in with</legend>
${choices}
</fieldset>
${approveOrReject}
</form>
</section>
<section aria-labelledby="new-account-heading">
<h2 id="new-account-heading">Another account</h2>
${error ? `<p id="form-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${CONNECT_PAGE_PATH}">
${hidden('channel_token', channelToken)}
${hidden('account', 'new')}
${hidden('decision', 'approve')}
${inputs}
<div class="actions">
<button class="approve" type="submit">Create account and sign in</button>
</div>
</form>
</section>`,
  );
}

/** After Approve: the channel is completed and the app, polling it, logs the person in. */
export const renderConnectedPage = (account: Handle) =>
  page(
    'Signed in',
    `<h1>Signed in</h1>
<p role="status">You approved the sign-in as ${handle(account)}. You can return to the app.</p>`,
  );

export const renderRejectedPage = () =>
  page('Sign-in rejected', `<h1>Sign-in rejected</h1>\n<p role="status">You rejected the sign-in. You can return to the app.</p>`);

export const renderExpiredChannelPage = () =>
  page(
    'Sign-in request expired',
    `<h1>This sign-in request has expired</h1>
<p>It is unknown or more than ${FARCASTER_CHANNEL_TTL_MS / 60_000} minutes old. Go back to the app and start again.</p>`,
  );

const SIGNER_OUTCOME = {
  approved: 'Signer approved. You can return to the app.',
  revoked: 'Signer rejected. You can return to the app.',
} as const;

export interface SignerPageInput {
  publicKey: string;
  signer: FarcasterSignerRecord;
  appName: string;
  /** The fid's username, when the registry has it. */
  username: string | undefined;
}

/** A signer request: the key and the fid it would act for, with Approve and Reject while it is pending. */
export function renderSignerPage({ publicKey, signer, appName, username }: SignerPageInput) {
  const account = { fid: signer.fid, username };
  const decision =
    signer.status === 'pending_approval'
      ? `<form method="post" action="${SIGNER_PAGE_PATH}">
${hidden('public_key', publicKey)}
${approveOrReject}
</form>`
      : `<p role="status">${SIGNER_OUTCOME[signer.status]}</p>`;
  return page(
    'Approve a signer',
    `<h1>Approve a signer</h1>
<p>${escapeHtml(appName)} asks for a signer: a key that may act for ${handle(account)} on Farcaster.
This page stands in for the Farcaster app.</p>
<dl>
<dt>Public key</dt><dd><code>${escapeHtml(publicKey)}</code></dd>
<dt>fid</dt><dd>${account.fid}</dd>
</dl>
${decision}`,
  );
}

export const renderUnknownSignerPage = () =>
  page('Unknown signer request', `<h1>No such signer request</h1>\n<p>Ask for the signer from the app again.</p>`);
