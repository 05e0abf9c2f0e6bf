/**
 * The test mobile wallet's browser script (bundled by bundle.ts, served at /test-mobile-wallet/wallet.js): a phone
 * wallet on WalletConnect's own SignClient, talking to this emulator's relay double. A person pairs with an app's
 * URI, approves or rejects its connection, then approves or rejects each request. Signatures come from the
 * emulator's test wallet (POST /test-wallet/sign), so the account's key never reaches the page.
 */
import { SignClient } from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import { hexToString, isHex } from 'viem';

type Proposal = SignClientTypes.EventArguments['session_proposal'];
type SessionRequest = SignClientTypes.EventArguments['session_request'];
/** The account the page was served for (anvil's test mnemonic, m/44'/60'/0'/0/index). */
type Account = { index: number; address: string };

const CHAINS = ['eip155:31337', 'eip155:1'];
const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'];
const EVENTS = ['chainChanged', 'accountsChanged'];
/** EIP-1193's "unsupported method": the answer to eth_sendTransaction, for now. */
const UNSUPPORTED_METHOD = 4200;

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const status = (text: string) => (byId('status').textContent = text);
const fail = (text: string) => (byId('error').textContent = text);

/**
 * A test wallet talks to this emulator only. The SDK looks every proposal and request up in WalletConnect's Verify
 * service; refused here (before any network traffic), the look-up fails and the SDK goes on with an unverified
 * origin, as it does offline.
 */
function refuseOtherOrigins() {
  const fetchHere = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin) return Promise.reject(new TypeError(`The test wallet does not call ${url.origin}`));
    return fetchHere(input, init);
  };
}

/** Signs what the person approved with the emulator's test wallet account. */
async function sign(account: Account, method: string, params: unknown[]): Promise<string> {
  const response = await fetch('/test-wallet/sign', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: account.index, method, params }),
  });
  const answer = (await response.json()) as { signature?: string; error?: string };
  if (!response.ok || !answer.signature) throw new Error(answer.error ?? `Signing failed (${response.status})`);
  return answer.signature;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Runs an answer on click; its failure (the relay gone, a refused signature) shows in the page's alert. */
function whenClicked(node: HTMLElement, answer: () => Promise<void>) {
  node.addEventListener('click', () => void answer().catch((error: Error) => fail(error.message)));
}

function button(label: string, className: string, answer: () => Promise<void>): HTMLButtonElement {
  const node = element('button', label, className);
  node.type = 'button';
  whenClicked(node, answer);
  return node;
}

function requestedChains({ requiredNamespaces, optionalNamespaces }: Proposal['params']): string[] {
  const chains = [requiredNamespaces, optionalNamespaces].flatMap((namespaces) =>
    Object.entries(namespaces ?? {}).flatMap(([key, namespace]) => namespace.chains ?? (key.includes(':') ? [key] : [])),
  );
  return [...new Set(chains)];
}

/** What a request asks, in words: its title, its content and how to carry it out. */
function describeRequest(account: Account, client: InstanceType<typeof SignClient>, { topic, params }: SessionRequest) {
  const { method, params: args } = params.request as { method: string; params: unknown[] };
  if (method === 'personal_sign') {
    const message = String(args[0]);
    return {
      title: 'Sign message',
      content: isHex(message) ? hexToString(message) : message,
      approve: () => sign(account, method, args),
    };
  }
  if (method === 'eth_signTypedData_v4') {
    const data: unknown = typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1];
    return { title: 'Sign typed data', content: JSON.stringify(data, null, 2), approve: () => sign(account, method, [args[0], data]) };
  }
  if (method === 'wallet_switchEthereumChain') {
    const chainId = Number((args[0] as { chainId: string }).chainId);
    return {
      title: 'Switch network',
      content: `To chain ${chainId}`,
      approve: async () => {
        if (!CHAINS.includes(`eip155:${chainId}`)) throw new Error(`The test wallet has no chain ${chainId}`);
        await client.emit({ topic, chainId: `eip155:${chainId}`, event: { name: 'chainChanged', data: chainId } });
        return null;
      },
    };
  }
  return null;
}

async function main() {
  refuseOtherOrigins();
  const shown = byId('account');
  const account: Account = { index: Number(shown.dataset.index), address: shown.textContent ?? '' };

  const client = await SignClient.init({
    projectId: 'portico-test-wallet',
    relayUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/walletconnect/relay`,
    // No usage reports to WalletConnect's analytics endpoint.
    telemetryEnabled: false,
    metadata: { name: 'Portico Test Wallet', description: 'A test wallet served by the Portico emulator', url: location.origin, icons: [] },
  });

  const requests = byId<HTMLUListElement>('requests');
  const proposalSection = byId('proposal');
  let pending: Proposal | null = null;

  const answerProposal = async (approve: boolean) => {
    const proposal = pending;
    if (!proposal) return;
    pending = null;
    proposalSection.hidden = true;
    const { name } = proposal.params.proposer.metadata;
    if (!approve) {
      await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
      status(`Rejected the connection to ${name}.`);
      return;
    }
    await client.approve({
      id: proposal.id,
      namespaces: {
        eip155: { chains: CHAINS, accounts: CHAINS.map((chain) => `${chain}:${account.address}`), methods: METHODS, events: EVENTS },
      },
    });
    status(`Connected to ${name}.`);
  };
  whenClicked(byId('proposal-approve'), () => answerProposal(true));
  whenClicked(byId('proposal-reject'), () => answerProposal(false));

  client.on('session_proposal', (proposal) => {
    pending = proposal;
    const { name, url } = proposal.params.proposer.metadata;
    byId('proposal-name').textContent = name;
    byId('proposal-url').textContent = url;
    byId('proposal-chains').textContent = requestedChains(proposal.params).join(', ');
    proposalSection.hidden = false;
    byId('proposal-heading').focus();
    status(`${name} asks to connect.`);
  });

  client.on('session_request', (request) => {
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', ...response } });
    const peer = client.session.get(request.topic).peer.metadata.name;
    const described = describeRequest(account, client, request);
    byId('no-requests').hidden = true;
    const item = element('li');
    requests.append(item);
    if (!described) {
      const { method } = request.params.request;
      const message = `The test wallet does not do ${method} yet`;
      item.append(element('h3', `Refused ${method}`), element('p', `${peer} asked for ${method}. ${message}.`));
      void respond({ error: { code: UNSUPPORTED_METHOD, message } });
      return;
    }
    const heading = element('h3', described.title);
    heading.id = `request-${request.id}`;
    heading.tabIndex = -1;
    const section = element('section');
    section.setAttribute('aria-labelledby', heading.id);
    const actions = element('div', undefined, 'actions');
    const settle = (outcome: string) => {
      actions.replaceWith(element('p', outcome));
      status(`${described.title}: ${outcome}`);
    };
    actions.append(
      button('Approve', 'approve', async () => {
        await respond({ result: await described.approve() });
        settle('Approved.');
      }),
      button('Reject', 'secondary', async () => {
        await respond({ error: getSdkError('USER_REJECTED') });
        settle('Rejected.');
      }),
    );
    section.append(heading, element('p', `From ${peer} on ${request.params.chainId}`), element('p', described.content, 'content'), actions);
    item.append(section);
    heading.focus();
    status(`${peer} asks: ${described.title}.`);
  });

  client.on('session_delete', () => status('The app disconnected.'));

  const pair = async (uri: string) => {
    const pairing = 'Pairing…';
    fail('');
    status(pairing);
    try {
      await client.pair({ uri });
      // The proposal may already be shown (or answered) by now; its own status stays.
      if (byId('status').textContent === pairing) status('Paired. Waiting for the app’s request…');
    } catch (error) {
      status('');
      fail(`Could not pair: ${(error as Error).message}`);
    }
  };
  const form = byId<HTMLFormElement>('pair-form');
  const uriField = byId<HTMLInputElement>('uri');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void pair(uriField.value.trim());
  });
  form.querySelector('button')!.disabled = false;

  const uri = new URLSearchParams(location.search).get('uri');
  if (uri) {
    uriField.value = uri;
    await pair(uri);
  }
}

void main().catch((error: Error) => fail(`The test wallet did not start: ${error.message}`));
