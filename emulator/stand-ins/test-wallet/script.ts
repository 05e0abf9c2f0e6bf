import type { Address } from 'viem';
import { LOCAL_CHAIN_ID, SECOND_CHAIN_ID } from '../local-chain';
import { renderWalletScript } from './wallet-script';

export const TEST_WALLET_NAME = 'Portico Test Wallet';
const TEST_WALLET_RDNS = 'dev.portico.testwallet';

/** The networks every page starts with knowing: the local chain (where it starts), the second one, and Ethereum. */
const STARTING_CHAINS: Readonly<Record<number, string>> = { [LOCAL_CHAIN_ID]: 'Anvil (local)', [SECOND_CHAIN_ID]: 'Anvil B (local)', 1: 'Ethereum' };

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#334155"/>' +
  '<rect x="6" y="9" width="20" height="15" rx="3" fill="none" stroke="#fff" stroke-width="2"/>' +
  '<path d="M6 13h17" stroke="#fff" stroke-width="2"/><circle cx="21.5" cy="18.5" r="1.75" fill="#fff"/></svg>';
const TEST_WALLET_ICON = `data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString('base64')}`;

/**
 * The body of GET /test-wallet/wallet.js for one account: an EIP-1193 provider announced through EIP-6963 (never
 * `window.ethereum`). It holds no key: approvals open the emulator's approval page in an iframe (one at a time,
 * later requests wait their turn), which signs through the emulator; other calls go to the current chain through
 * POST /test-wallet/rpc. The emulator's origin comes from the script tag's own src.
 */
export function testWalletScript(account: number, address: Address): string {
  const config = {
    account,
    address,
    chainId: LOCAL_CHAIN_ID,
    chains: STARTING_CHAINS,
    info: { name: TEST_WALLET_NAME, icon: TEST_WALLET_ICON, rdns: TEST_WALLET_RDNS },
  };
  return renderWalletScript(TEST_WALLET_NAME, config, WALLET_BODY);
}

const WALLET_BODY = `  var address = config.address;
  var chains = config.chains;
  var chainId = config.chainId;
  var approval = rememberedApproval('portico-test-wallet:' + config.account + ':connected');
  var isConnected = approval.isApproved;
  var setConnected = approval.setApproved;
  var listeners = {};
  var approvals = approvalWindow(walletOrigin, '/test-wallet/approve', config.info.name, providerError);
  var inTurn = approvals.inTurn;
  // Methods a wallet answers itself; sending them to the chain would sign or send without asking.
  var WALLET_ONLY = /^(wallet_|personal_|eth_sign|eth_sendTransaction$)/;

  function providerError(code, message, data) {
    var error = new Error(message);
    error.name = 'ProviderRpcError';
    error.code = code;
    if (data !== undefined) error.data = data;
    return error;
  }
  var unauthorized = function () {
    return providerError(4100, 'The requested account and/or method has not been authorized by the user.');
  };
  var invalidParams = function (message) { return providerError(-32602, message); };
  var hex = function (id) { return '0x' + id.toString(16); };

  function emit(event, value) {
    callListeners(listeners[event], value);
  }

  /** Shows the approval page for one request and settles with what the person chose there. */
  function approve(method, params, network) {
    // A transaction goes to the chain the wallet is on when the person sees it.
    var shown = network || (method === 'eth_sendTransaction' ? { chainId: chainId, name: chains[chainId] } : undefined);
    return approvals.ask({ account: config.account, address: address, chainId: chainId, method: method, params: params,
      network: shown });
  }

  function connect() {
    if (isConnected()) return [address];
    return inTurn(function () {
      if (isConnected()) return [address];
      return approve('eth_requestAccounts', []).then(function () {
        setConnected(true);
        // Only accountsChanged, as MetaMask does: EIP-1193's connect and disconnect are about reaching a chain, which
        // this wallet always does, not about a site's access to an account.
        emit('accountsChanged', [address]);
        return [address];
      });
    });
  }

  function disconnect() {
    var wasConnected = isConnected();
    setConnected(false);
    if (wasConnected) emit('accountsChanged', []);
    return null;
  }

  function sign(method, params, signer) {
    var authorized = function () {
      if (!isConnected() || typeof signer !== 'string' || signer.toLowerCase() !== address.toLowerCase()) throw unauthorized();
    };
    authorized();
    return inTurn(function () {
      authorized();
      return approve(method, params);
    });
  }

  /** eth_signTypedData_v4's data: a JSON string (as MetaMask expects) or an object, made plain for postMessage and JSON. */
  function typedData(value) {
    try {
      var data = typeof value === 'string' ? JSON.parse(value) : JSON.parse(JSON.stringify(value, function (key, item) {
        return typeof item === 'bigint' ? item.toString() : item;
      }));
      if (data && typeof data === 'object') return data;
    } catch (error) { /* reported below */ }
    throw invalidParams('eth_signTypedData_v4 expects [address, typedData] with typed data as JSON');
  }

  // The approval page sends it through the emulator on the current chain; the hash is the answer.
  function send(transaction) {
    if (!isConnected()) throw unauthorized();
    if (!transaction || typeof transaction !== 'object' || typeof transaction.to !== 'string') {
      throw invalidParams('eth_sendTransaction expects [{ from, to, value?, data? }]');
    }
    var signer = typeof transaction.from === 'string' ? transaction.from : address;
    var plain = { from: signer, to: transaction.to, value: transaction.value, data: transaction.data };
    return sign('eth_sendTransaction', [plain], signer);
  }

  function requestedChain(param) {
    var id = param && typeof param.chainId === 'string' && /^0x[0-9a-fA-F]+$/.test(param.chainId) ? parseInt(param.chainId, 16) : NaN;
    if (!(id > 0) || id > Number.MAX_SAFE_INTEGER) throw invalidParams('Expected { chainId } as a 0x-prefixed hexadecimal string');
    return id;
  }

  function switchTo(id) {
    if (id === chainId) return;
    chainId = id;
    emit('chainChanged', hex(id));
  }

  function switchChain(params) {
    var id = requestedChain(params[0]);
    if (!chains[id]) {
      throw providerError(4902, 'Unrecognized chain ID "' + hex(id) + '". Try adding the chain using wallet_addEthereumChain first.');
    }
    if (id === chainId) return null;
    return inTurn(function () {
      return approve('wallet_switchEthereumChain', params, { chainId: id, name: chains[id] }).then(function () {
        switchTo(id);
        return null;
      });
    });
  }

  // EIP-3085: once added, the wallet switches to the network; a network it knows is a switch.
  function addChain(params) {
    var param = params[0];
    var id = requestedChain(param);
    if (chains[id]) return switchChain([{ chainId: hex(id) }]);
    var rpcUrl = param && Array.isArray(param.rpcUrls) ? param.rpcUrls[0] : undefined;
    if (typeof rpcUrl !== 'string' || !/^https?:\\/\\//.test(rpcUrl)) throw invalidParams('Expected rpcUrls with an http(s) URL first');
    var name = typeof param.chainName === 'string' && param.chainName ? param.chainName : 'Chain ' + id;
    return inTurn(function () {
      return approve('wallet_addEthereumChain', params, { chainId: id, name: name, rpcUrl: rpcUrl }).then(function () {
        chains[id] = name;
        switchTo(id);
        return null;
      });
    });
  }

  function forward(method, params) {
    var body = JSON.stringify({ chainId: chainId, method: method, params: params });
    return fetch(walletOrigin + '/test-wallet/rpc', { method: 'POST', headers: { 'content-type': 'application/json' }, body: body })
      .catch(function () {
        throw providerError(4900, 'The Portico Test Wallet cannot reach the emulator at ' + walletOrigin);
      })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) {
            var code = response.status === 404 ? 4901 : response.status === 400 ? -32602 : -32603;
            throw providerError(code, answer.error || 'The emulator answered ' + response.status);
          }
          if (answer.error) throw providerError(answer.error.code, answer.error.message, answer.error.data);
          return answer.result;
        });
      });
  }

  var methods = {
    eth_accounts: function () { return isConnected() ? [address] : []; },
    eth_requestAccounts: connect,
    eth_chainId: function () { return hex(chainId); },
    net_version: function () { return String(chainId); },
    personal_sign: function (params) {
      if (typeof params[0] !== 'string') throw invalidParams('personal_sign expects [message as hex, address]');
      return sign('personal_sign', params, params[1]);
    },
    eth_signTypedData_v4: function (params) { return sign('eth_signTypedData_v4', [params[0], typedData(params[1])], params[0]); },
    eth_sendTransaction: function (params) { return send(params[0]); },
    wallet_switchEthereumChain: switchChain,
    wallet_addEthereumChain: addChain,
    wallet_revokePermissions: disconnect,
  };

  function handle(args) {
    if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
      throw providerError(-32600, 'Expected request({ method, params })');
    }
    var params = args.params === undefined ? [] : args.params;
    if (!Array.isArray(params)) throw invalidParams('The Portico Test Wallet expects params as an array');
    if (Object.prototype.hasOwnProperty.call(methods, args.method)) return methods[args.method](params);
    if (WALLET_ONLY.test(args.method)) throw providerError(4200, 'The Portico Test Wallet does not support ' + args.method);
    return forward(args.method, params);
  }

  var provider = {
    isPorticoTestWallet: true,
    request: function (args) {
      return new Promise(function (resolve) { resolve(handle(args)); });
    },
    on: function (event, listener) {
      (listeners[event] = listeners[event] || []).push(listener);
      return provider;
    },
    removeListener: function (event, listener) {
      var list = listeners[event] || [];
      var index = list.indexOf(listener);
      if (index >= 0) list.splice(index, 1);
      return provider;
    },
  };

  // getRandomValues rather than randomUUID, which exists only in secure contexts.
  function uuid() {
    var bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var digits = Array.prototype.map.call(bytes, function (byte) { return (byte + 0x100).toString(16).slice(1); }).join('');
    return [digits.slice(0, 8), digits.slice(8, 12), digits.slice(12, 16), digits.slice(16, 20), digits.slice(20)].join('-');
  }

  var detail = Object.freeze({
    info: Object.freeze({ uuid: uuid(), name: config.info.name, icon: config.info.icon, rdns: config.info.rdns }),
    provider: provider,
  });
  function announce() {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail }));
  }
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
`;
