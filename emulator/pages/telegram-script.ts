/**
 * The login script served at GET /js/telegram-login.js, read like Telegram's widget script: the script tag's
 * `data-telegram-login` (bot name), `data-bot-id`, `data-request-access`, `data-lang` and `data-onauth` (Telegram's
 * `name(user)` form, naming a global function; called, never evaluated). It puts a "Log in with Telegram" button
 * after its own tag; the button opens the emulator's login window (GET /telegram/auth) in a popup, and the signed
 * user that window posts back (only messages from this script's origin and that popup count) goes to the callback.
 * Cancel, a closed or a blocked popup give `false`, as the callback of Telegram's `Login.auth` gets.
 */
export const TELEGRAM_LOGIN_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  // A tag removed before its script ran (a re-rendered page) renders nothing.
  if (!script || !script.parentNode) return;
  var origin = new URL(script.src).origin;
  var data = function (name) { return script.getAttribute('data-' + name) || ''; };
  var callback = /^\\s*([A-Za-z_$][\\w$]*)\\s*\\(\\s*user\\s*\\)\\s*;?\\s*$/.exec(data('onauth'));
  var popup = null;

  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Log in with Telegram';
  button.setAttribute('style', 'display:block;width:100%;box-sizing:border-box;padding:10px 16px;border:0;border-radius:10px;' +
    'background:#17609a;color:#fff;font:inherit;font-weight:600;cursor:pointer');
  script.parentNode.insertBefore(button, script.nextSibling);

  function report(user) {
    var handler = callback && window[callback[1]];
    if (typeof handler === 'function') handler(user);
  }

  button.addEventListener('click', function () {
    if (popup && !popup.closed) return void popup.focus();
    var query = '?bot_id=' + encodeURIComponent(data('bot-id')) + '&origin=' + encodeURIComponent(location.origin) +
      '&request_access=' + encodeURIComponent(data('request-access')) + '&lang=' + encodeURIComponent(data('lang') || 'en');
    popup = window.open(origin + '/telegram/auth' + query, 'telegram_oauth_bot' + data('bot-id'), 'width=550,height=560');
    if (!popup) return void report(false);
    var opened = popup;
    // The button stays focusable while the window is open; a click brings the window back instead.
    button.setAttribute('aria-disabled', 'true');
    function finish(user) {
      window.removeEventListener('message', onMessage);
      clearInterval(closedCheck);
      button.removeAttribute('aria-disabled');
      popup = null;
      if (!opened.closed) opened.close();
      report(user);
    }
    function onMessage(event) {
      if (event.origin !== origin || event.source !== opened) return;
      if (!event.data || event.data.event !== 'auth_result') return;
      finish(event.data.result || false);
    }
    window.addEventListener('message', onMessage);
    var closedCheck = setInterval(function () {
      if (opened.closed) finish(false);
    }, 300);
  });
})();
`;
