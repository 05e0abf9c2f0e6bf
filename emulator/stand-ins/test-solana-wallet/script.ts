import { renderWalletScript } from '../test-wallet/wallet-script';
import type { TestSolanaKey } from './keys';

export const TEST_SOLANA_WALLET_NAME = 'Portico Test Solana Wallet';

/** The chains its accounts sign for: a message signature is the same on every cluster. */
const SOLANA_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'];

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4c1d95"/>' +
  '<path d="M10 8h15l-3 4H7zM7 14h15l3 4H10zM10 20h15l-3 4H7z" fill="#fff"/></svg>';
const TEST_SOLANA_WALLET_ICON = `data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString('base64')}`;

/**
 * The body of GET /test-solana-wallet/wallet.js for one account: a Wallet Standard wallet (standard:connect,
 * standard:disconnect, standard:events, solana:signMessage), registered as @wallet-standard/wallet's registerWallet
 * does. It holds the public key only: connecting and each signature ask in the emulator's approval page, framed one at
 * a time, which signs through the emulator. The emulator's origin comes from the script tag's own src.
 */
export function testSolanaWalletScript(account: number, { address, publicKey }: TestSolanaKey): string {
  const config = {
    account,
    address,
    publicKey: [...publicKey],
    chains: SOLANA_CHAINS,
    name: TEST_SOLANA_WALLET_NAME,
    icon: TEST_SOLANA_WALLET_ICON,
  };
  return renderWalletScript(TEST_SOLANA_WALLET_NAME, config, WALLET_BODY);
}

const WALLET_BODY = `  var approval = rememberedApproval('portico-test-solana-wallet:' + config.account + ':connected');
  var approvals = approvalWindow(walletOrigin, '/test-solana-wallet/approve', config.name, walletError);
  var changeListeners = [];

  function walletError(code, message) {
    var error = new Error(message);
    error.code = code;
    return error;
  }

  var publicKey = new Uint8Array(config.publicKey);
  var account = Object.freeze({
    address: config.address,
    // A copy each time: a frozen object cannot hold bytes a caller could change.
    get publicKey() { return publicKey.slice(); },
    chains: Object.freeze(config.chains.slice()),
    features: Object.freeze(['solana:signMessage']),
    label: 'Account ' + config.account,
  });
  var NO_ACCOUNTS = Object.freeze([]);
  var CONNECTED = Object.freeze([account]);
  // What this page sees: no account until it connects, even when its origin was approved before.
  var accounts = NO_ACCOUNTS;

  function setAccounts(next) {
    if (next === accounts) return;
    accounts = next;
    callListeners(changeListeners, { accounts: accounts });
  }

  // Features answer with promises, so a wrong call is a rejection, never a throw.
  function asPromise(feature) {
    return function () {
      var args = arguments;
      return new Promise(function (resolve) { resolve(feature.apply(null, args)); });
    };
  }

  function connect(input) {
    var connected = function () {
      setAccounts(CONNECTED);
      return { accounts: accounts };
    };
    if (approval.isApproved()) return connected();
    // A silent connect never asks: an origin not approved yet gets no account.
    if (input && input.silent) return { accounts: NO_ACCOUNTS };
    return approvals.inTurn(function () {
      if (approval.isApproved()) return connected();
      return approvals.ask({ account: config.account, address: account.address, method: 'solana:connect', params: [] })
        .then(function () {
          approval.setApproved(true);
          return connected();
        });
    });
  }

  // The origin's approval is forgotten too: the next connect asks again.
  function disconnect() {
    approval.setApproved(false);
    setAccounts(NO_ACCOUNTS);
  }

  function on(event, listener) {
    if (event !== 'change') return function () {};
    changeListeners.push(listener);
    return function off() {
      var index = changeListeners.indexOf(listener);
      if (index >= 0) changeListeners.splice(index, 1);
    };
  }

  function toBase64(bytes) {
    var text = '';
    for (var i = 0; i < bytes.length; i += 1) text += String.fromCharCode(bytes[i]);
    return btoa(text);
  }
  var fromBase64 = function (text) { return Uint8Array.from(atob(text), function (char) { return char.charCodeAt(0); }); };

  function requireOwnAccount(signer) {
    if (!signer || signer.address !== account.address) {
      throw new Error('The Portico Test Solana Wallet has no account ' + (signer && signer.address) +
        '; it signs for ' + account.address + ' only');
    }
  }

  function requireConnected() {
    if (accounts !== CONNECTED) {
      throw new Error('The account ' + account.address + ' is not connected: call standard:connect first');
    }
  }

  /** Each input in its own approval, in order; the message is copied first, so what is shown is what is signed. */
  function signMessage() {
    var messages = Array.prototype.map.call(arguments, function (input) {
      if (!input || !(input.message instanceof Uint8Array)) {
        throw new TypeError('signMessage expects inputs of { account, message: Uint8Array }');
      }
      requireOwnAccount(input.account);
      return input.message.slice();
    });
    requireConnected();
    return approvals.inTurn(function () {
      return messages.reduce(function (signed, message) {
        return signed.then(function (outputs) {
          // A disconnect while this waited its turn stops what is left.
          requireConnected();
          var request = { account: config.account, address: account.address, method: 'solana:signMessage',
            params: [toBase64(message)] };
          return approvals.ask(request).then(function (signature) {
            return outputs.concat({ signedMessage: message, signature: fromBase64(signature), signatureType: 'ed25519' });
          });
        });
      }, Promise.resolve([]));
    });
  }

  var wallet = Object.freeze({
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: Object.freeze(config.chains.slice()),
    get accounts() { return accounts; },
    features: Object.freeze({
      'standard:connect': Object.freeze({ version: '1.0.0', connect: asPromise(connect) }),
      'standard:disconnect': Object.freeze({ version: '1.0.0', disconnect: asPromise(disconnect) }),
      'standard:events': Object.freeze({ version: '1.0.0', on: on }),
      'solana:signMessage': Object.freeze({ version: '1.0.0', signMessage: asPromise(signMessage) }),
    }),
  });

  // The Wallet Standard's registration, both ways round, so the app gets the wallet whichever loads first.
  var registerWith = function (api) { api.register(wallet); };
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: registerWith }));
  window.addEventListener('wallet-standard:app-ready', function (event) { registerWith(event.detail); });
`;
