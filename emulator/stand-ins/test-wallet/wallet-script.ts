/**
 * A test wallet's wallet.js: `body` runs in a function of its own, seeing `config` (the JSON given), `walletOrigin` (the
 * emulator's, from the script tag's own src) and the helpers both test wallets share (SHARED_HELPERS). wallet.js runs
 * as a classic script with no imports, so what they share is spliced in as text rather than imported.
 */
export function renderWalletScript(walletName: string, config: object, body: string): string {
  const misloaded = `${walletName}: load wallet.js with <script src>, it finds the emulator from its own URL`;
  return `(function () {
  'use strict';
  var config = ${JSON.stringify(config)};
  var script = document.currentScript;
  if (!script || !script.src) {
    console.error(${JSON.stringify(misloaded)});
    return;
  }
  var walletOrigin = new URL(script.src).origin;
${SHARED_HELPERS}
${body}})();
`;
}

/** The approval a page origin was given, listener calls, and the approval window. */
const SHARED_HELPERS = `
  /** The approval is remembered per page origin, so a reload reconnects without asking. */
  function rememberedApproval(storageKey) {
    var approvedWithoutStorage = false;
    return {
      isApproved: function () {
        try { return localStorage.getItem(storageKey) === 'true'; } catch (error) { return approvedWithoutStorage; }
      },
      setApproved: function (approved) {
        approvedWithoutStorage = approved;
        try {
          if (approved) localStorage.setItem(storageKey, 'true');
          else localStorage.removeItem(storageKey);
        } catch (error) { /* storage is blocked here: this page load remembers it */ }
      },
    };
  }

  function callListeners(listeners, value) {
    (listeners || []).slice().forEach(function (listener) {
      // One failing listener neither stops the others nor the wallet; it is still reported.
      try { listener(value); } catch (error) { setTimeout(function () { throw error; }); }
    });
  }

  /**
   * The emulator's approval page (walletOrigin + approvePath) framed for one request at a time: \`inTurn\` runs a task
   * once every earlier one is answered, \`ask\` shows one request and settles with what the person chose there, an
   * error made by \`toError(code, message)\`.
   */
  function approvalWindow(walletOrigin, approvePath, title, toError) {
    var turns = Promise.resolve();
    var lastApprovalId = 0;

    function inTurn(task) {
      var turn = turns.then(task);
      turns = turn.then(function () {}, function () {});
      return turn;
    }

    function ask(request) {
      return new Promise(function (resolve, reject) {
        var id = ++lastApprovalId;
        var previousFocus = document.activeElement;
        var frame = document.createElement('iframe');
        frame.src = walletOrigin + approvePath;
        frame.title = title;
        frame.setAttribute('style', 'position:fixed;top:16px;right:16px;width:360px;height:420px;' +
          'max-width:calc(100vw - 32px);max-height:calc(100vh - 32px);border:0;border-radius:12px;background:#fff;' +
          'box-shadow:0 8px 32px rgba(0,0,0,.3);z-index:2147483647;color-scheme:light');
        function close() {
          window.removeEventListener('message', onMessage);
          frame.remove();
          if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
        }
        function onMessage(event) {
          if (event.origin !== walletOrigin || event.source !== frame.contentWindow) return;
          var data = event.data;
          if (!data || data.type !== 'portico-test-wallet:response' || data.id !== id) return;
          close();
          if (data.error) reject(toError(data.error.code, data.error.message));
          else resolve(data.result);
        }
        window.addEventListener('message', onMessage);
        frame.addEventListener('load', function () {
          var message = Object.assign({ type: 'portico-test-wallet:request', id: id }, request);
          // The approval page takes focus itself once it shows the request.
          try {
            frame.contentWindow.postMessage(message, walletOrigin);
          } catch (error) {
            close();
            reject(toError(-32602, 'The request cannot be sent to the approval page: ' + error.message));
          }
        }, { once: true });
        (document.body || document.documentElement).appendChild(frame);
      });
    }

    return { inTurn: inTurn, ask: ask };
  }
`;
