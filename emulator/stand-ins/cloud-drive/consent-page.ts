import { decisionButtons, escapeHtml, renderDevPage } from '../../shared/dev-page';
import { CLOUD_DRIVE_PROVIDER } from './authorization';

const DRIVE_ACCENT = '#1967d2';
const TITLE = 'Google Drive (Portico emulator)';

/**
 * The stand-in Google consent page of recovery OAuth: Allow or Deny, posted as the login OAuth page posts its
 * decision (`approve` or `deny`). Plain HTML, no script.
 */
export function renderConsentPage(requestId: string, appName: string): string {
  return renderDevPage(
    TITLE,
    `<h1>Google Drive</h1>
<form method="post" action="/cloud-drive/${CLOUD_DRIVE_PROVIDER}/authorize">
<p>Allow ${escapeHtml(appName)} to store a recovery file in your Google Drive?</p>
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
${decisionButtons(['approve', 'Allow'], ['deny', 'Deny'])}
</form>`,
    { accent: DRIVE_ACCENT },
  );
}

/** An unknown, used or expired request: nothing to allow. */
export function renderConsentExpiredPage(): string {
  return renderDevPage(
    TITLE,
    `<h1>This request has expired</h1>
<p>It was already answered, or it is more than 10 minutes old. Go back to the app and start again.</p>`,
    { accent: DRIVE_ACCENT },
  );
}
