import { escapeHtml, renderDevPage } from '../shared/dev-page';

const TELEGRAM_ACCENT = '#17609a';

/** The test user the form starts with; a person can type any other. */
const DEFAULT_USER = { id: '100000001', first_name: 'Test', last_name: 'User', username: 'test_user' };

const FIELDS = [
  { name: 'id', label: 'Telegram user id', attributes: 'inputmode="numeric" pattern="[1-9][0-9]{0,15}" required autocomplete="off"' },
  { name: 'first_name', label: 'First name', attributes: 'required autocomplete="given-name"' },
  { name: 'last_name', label: 'Last name', attributes: 'autocomplete="family-name"' },
  { name: 'username', label: 'Username', attributes: 'autocomplete="username"' },
] as const;

// Asks the emulator to sign the typed user with the bot's token (nothing secret happens here), then hands the
// result, or false for Cancel, to the opener at the origin it gave; the login script there closes this window.
const PAGE_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('telegram-login');
  var error = document.getElementById('form-error');
  var done = document.getElementById('done');
  var origin = form.getAttribute('data-origin');
  function finish(result) {
    if (!window.opener) {
      error.textContent = 'There is no page to return to: open this page from a Telegram login button.';
      return;
    }
    window.opener.postMessage({ event: 'auth_result', result: result }, origin);
    done.hidden = false;
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.textContent = '';
    var body = { bot_id: form.getAttribute('data-bot-id') };
    ['id', 'first_name', 'last_name', 'username'].forEach(function (name) {
      var value = form.elements[name].value.trim();
      if (value) body[name] = name === 'id' ? Number(value) : value;
    });
    fetch('/telegram/auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) throw new Error(answer.error || 'The approval failed');
          return answer;
        });
      })
      .then(finish)
      .catch(function (failure) {
        error.textContent = failure.message;
      });
  });
  document.getElementById('cancel').addEventListener('click', function () {
    finish(false);
  });
})();`;

export interface TelegramLoginPageInput {
  botId: string;
  botName: string;
  /** The page that opened this one: the only origin the result is posted to. */
  origin: string;
  /** `write`: the bot also asks to send the person messages. */
  requestAccess: string | undefined;
}

/** GET /telegram/auth: stands in for Telegram's login window, where a person approves as a test Telegram user. */
export function renderTelegramLoginPage({ botId, botName, origin, requestAccess }: TelegramLoginPageInput): string {
  const inputs = FIELDS.map(
    ({ name, label, attributes }) => `<label for="field-${name}">${label}</label>
<input id="field-${name}" name="${name}" type="text" value="${DEFAULT_USER[name]}" ${attributes} aria-describedby="form-error">`,
  ).join('\n');
  const write = requestAccess === 'write' ? ` ${escapeHtml(botName)} will also be allowed to send you messages.` : '';
  return renderDevPage(
    'Log in with Telegram (emulated)',
    `<h1>Log in to ${escapeHtml(botName)} with Telegram</h1>
<p>${escapeHtml(origin)} wants your Telegram name, username and user id.${write} This page stands in for Telegram: approve as any test Telegram user.</p>
<form id="telegram-login" data-bot-id="${escapeHtml(botId)}" data-origin="${escapeHtml(origin)}">
<p id="form-error" class="error" role="alert"></p>
${inputs}
<div class="actions">
<button class="approve" type="submit">Approve</button>
<button class="secondary" type="button" id="cancel">Cancel</button>
</div>
</form>
<p id="done" role="status" hidden>Done. You can close this window.</p>`,
    { accent: TELEGRAM_ACCENT, script: PAGE_SCRIPT },
  );
}

/** GET /telegram/auth without a known bot or a local origin to return to. */
export function renderTelegramErrorPage(message: string): string {
  return renderDevPage('Telegram login unavailable (emulated)', `<h1>Telegram login is not available</h1>\n<p>${escapeHtml(message)}</p>`, {
    accent: TELEGRAM_ACCENT,
  });
}
