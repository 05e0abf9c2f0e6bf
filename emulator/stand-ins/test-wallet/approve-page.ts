import { escapeHtml, renderDevPage } from '../../shared/dev-page';

const ACCENT = '#334155';

const STYLE = `body { padding: 1rem; }
h1 { font-size: 1.2rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.1rem; margin: 0.8rem 0 0.4rem; }
dt { font-weight: 600; margin-top: 0.6rem; }
dd { margin: 0.2rem 0 0; overflow-wrap: anywhere; }
pre { margin: 0; padding: 0.5rem; max-height: 8rem; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere;
  background: #f1f5f9; border-radius: 4px; font-size: 0.85rem; }
button:disabled { opacity: 0.6; cursor: default; }
`;

// The page both test wallets' scripts frame for each approval. It takes one request, only from the page that frames
// it, shows it, and answers that page at its own origin; on Approve it first asks the emulator (same origin) to sign
// or to add the network.
const PAGE_SCRIPT = `(function () {
  'use strict';
  var ACTIONS = {
    eth_requestAccounts: ['Connect', 'wants to connect to your account.'],
    personal_sign: ['Sign message', 'asks you to sign a message.'],
    eth_signTypedData_v4: ['Sign typed data', 'asks you to sign typed data.'],
    eth_sendTransaction: ['Send transaction', 'asks you to send a transaction.'],
    wallet_switchEthereumChain: ['Switch network', 'asks to switch the network.'],
    wallet_addEthereumChain: ['Add network', 'asks to add a network and switch to it.'],
    'solana:connect': ['Connect', 'wants to connect to your account.'],
    'solana:signMessage': ['Sign message', 'asks you to sign a message.'],
  };
  var byId = function (id) { return document.getElementById(id); };
  var waiting = byId('waiting');
  var section = byId('request');
  var action = byId('action');
  var details = byId('details');
  var approveButton = byId('approve');
  var rejectButton = byId('reject');
  // waiting -> asking -> working (Approve is being carried out) -> answered
  var state = 'waiting';
  var current = null;

  if (window.parent === window) {
    var walletScript = location.pathname.replace(/approve$/, 'wallet.js');
    waiting.textContent = 'Approvals show here when a page that loaded ' + walletScript + ' asks for one.';
  }

  function isRequest(data) {
    return Boolean(data) && data.type === 'portico-test-wallet:request' && typeof data.id === 'number' &&
      Object.prototype.hasOwnProperty.call(ACTIONS, data.method) && Array.isArray(data.params) &&
      typeof data.account === 'number' && typeof data.address === 'string' &&
      (!/^wallet_/.test(data.method) || Boolean(data.network));
  }

  // A message's bytes are shown as text when they are UTF-8, else as the fallback.
  function textOr(bytes, fallback) {
    try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch (error) { return fallback; }
  }

  // personal_sign's hex is the message's bytes; text some dapps send is shown as it came.
  function hexMessageText(message) {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message;
    var bytes = new Uint8Array((message.length - 2) / 2);
    for (var i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(message.substr(2 + 2 * i, 2), 16);
    return textOr(bytes, message);
  }

  // solana:signMessage's bytes come in base64; bytes that are not UTF-8 are shown in hex.
  function base64MessageText(message) {
    var bytes;
    try { bytes = Uint8Array.from(atob(message), function (char) { return char.charCodeAt(0); }); } catch (error) { return message; }
    var hex = Array.prototype.map.call(bytes, function (byte) { return (byte + 0x100).toString(16).slice(1); }).join('');
    return textOr(bytes, hex);
  }

  // A transaction's value (hex wei) in ether, exactly.
  function ether(value) {
    var wei = BigInt(value || '0x0').toString().padStart(19, '0');
    var fraction = wei.slice(-18).replace(/0+$/, '');
    return wei.slice(0, -18) + (fraction ? '.' + fraction : '') + ' ETH';
  }

  function transactionRows(request) {
    var transaction = request.params[0];
    var network = request.network.name + ' (chain ' + request.network.chainId + ')';
    var shown = [['Network', network], ['To', transaction.to], ['Value', ether(transaction.value)]];
    return transaction.data && transaction.data !== '0x' ? shown.concat([['Data', transaction.data, true]]) : shown;
  }

  function rows(request) {
    var account = ['Account', request.address + ' (account ' + request.account + ')'];
    var network = request.network && ['Network', request.network.name + ' (chain ' + request.network.chainId + ')'];
    switch (request.method) {
      case 'eth_requestAccounts':
      case 'solana:connect': return [account];
      case 'personal_sign': return [account, ['Message', hexMessageText(String(request.params[0])), true]];
      case 'solana:signMessage': return [account, ['Message', base64MessageText(String(request.params[0])), true]];
      case 'eth_signTypedData_v4': return [account, ['Typed data', JSON.stringify(request.params[1], null, 2), true]];
      case 'eth_sendTransaction': return [account].concat(transactionRows(request));
      case 'wallet_switchEthereumChain': return [network];
      default: return [network, ['RPC URL', request.network.rpcUrl]];
    }
  }

  function show(request, origin) {
    byId('requester').textContent = origin;
    byId('summary').textContent = ACTIONS[request.method][1];
    action.textContent = ACTIONS[request.method][0];
    rows(request).forEach(function (row) {
      var term = document.createElement('dt');
      term.textContent = row[0];
      var value = document.createElement('dd');
      var text = document.createElement(row[2] ? 'pre' : 'span');
      // A long message scrolls; keyboard users reach it to scroll it.
      if (row[2]) text.tabIndex = 0;
      text.textContent = row[1];
      value.appendChild(text);
      details.append(term, value);
    });
    waiting.hidden = true;
    section.hidden = false;
    action.focus();
  }

  function reply(answer) {
    state = 'answered';
    approveButton.disabled = rejectButton.disabled = true;
    answer.type = 'portico-test-wallet:response';
    answer.id = current.request.id;
    window.parent.postMessage(answer, current.origin);
  }

  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (response.ok) return answer;
          var error = new Error(answer.error || 'The emulator answered ' + response.status);
          error.code = response.status === 400 ? -32602 : -32603;
          throw error;
        });
      });
  }

  function carryOut(request) {
    if (request.method === 'personal_sign' || request.method === 'eth_signTypedData_v4') {
      return post('/test-wallet/sign', { account: request.account, method: request.method, params: request.params })
        .then(function (answer) { return answer.signature; });
    }
    if (request.method === 'eth_sendTransaction') {
      return post('/test-wallet/send', { account: request.account, chainId: request.chainId, transaction: request.params[0] })
        .then(function (answer) { return answer.hash; });
    }
    if (request.method === 'solana:signMessage') {
      return post('/test-solana-wallet/sign', { account: request.account, message: request.params[0] })
        .then(function (answer) { return answer.signature; });
    }
    if (request.method === 'wallet_addEthereumChain') {
      return post('/test-wallet/chains', { chainId: request.network.chainId, rpcUrl: request.network.rpcUrl })
        .then(function () { return null; });
    }
    return Promise.resolve(null);
  }

  function reject() {
    if (state === 'asking') reply({ error: { code: 4001, message: 'User rejected the request.' } });
  }

  window.addEventListener('message', function (event) {
    // Only the page framing this one may ask, once; it is answered at the origin it asked from.
    if (state !== 'waiting' || window.parent === window || event.source !== window.parent) return;
    if (!/^https?:\\/\\/[^/]+$/.test(event.origin) || !isRequest(event.data)) return;
    state = 'asking';
    current = { origin: event.origin, request: event.data };
    show(current.request, current.origin);
  });

  approveButton.addEventListener('click', function () {
    if (state !== 'asking') return;
    state = 'working';
    approveButton.disabled = rejectButton.disabled = true;
    section.setAttribute('aria-busy', 'true');
    carryOut(current.request).then(
      function (result) { reply({ result: result }); },
      function (error) { reply({ error: { code: typeof error.code === 'number' ? error.code : -32603, message: error.message } }); }
    );
  });
  rejectButton.addEventListener('click', reject);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') reject();
  });
})();`;

/**
 * GET /test-wallet/approve and /test-solana-wallet/approve: a test wallet's approval window, shown in an iframe by its
 * wallet.js. Self-contained (inline CSS and script); it says who asks and what (connect, sign a message or typed data,
 * send a transaction, switch or add a network), with Approve and Reject (Escape rejects too).
 */
export function renderApprovePage(walletName: string): string {
  return renderDevPage(
    walletName,
    `<h1>${escapeHtml(walletName)}</h1>
<p id="waiting" role="status">Waiting for a request from the page…</p>
<section id="request" aria-labelledby="action" hidden>
<p><strong id="requester"></strong> <span id="summary"></span></p>
<h2 id="action" tabindex="-1"></h2>
<dl id="details"></dl>
<div class="actions">
<button type="button" class="approve" id="approve">Approve</button>
<button type="button" class="secondary" id="reject">Reject</button>
</div>
</section>`,
    { accent: ACCENT, script: PAGE_SCRIPT, style: STYLE },
  );
}
