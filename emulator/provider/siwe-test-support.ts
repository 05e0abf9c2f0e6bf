import type { Address, LocalAccount } from 'viem';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { AuthResponseWire, UserWire, type LoginMode } from '../../schemas';
import { SiweInitAnswer } from '../../schemas/siwe';
import { LOCAL_CHAIN_ID } from '../shared/chains';
import type { CallOptions, startEmulator } from '../test-support';

/** anvil's first default account (funded with 10,000 ETH on a fresh chain). */
export const ANVIL_FIRST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export const PAGE_ORIGIN = 'http://localhost:5173';
const STATEMENT =
  'By signing, you are proving you own this wallet and logging in. This does not initiate a transaction or cost any fees.';

type Api = ReturnType<typeof startEmulator>;

export interface SiweOptions {
  /** Fields of the message that differ from a well-formed one for PAGE_ORIGIN. */
  message?: Partial<SiweMessage>;
  /** The request's chainId; CAIP-2 of the message's chain by default. */
  chainId?: string;
  /** The address the message signs in; the account's own by default (a contract wallet's, its owner signing). */
  address?: Address;
  /** Who signs instead of the account. */
  signer?: LocalAccount;
  /** A nonce from an earlier init, instead of asking for a new one. */
  nonce?: string;
  /** Changes the signed message before it is sent. */
  tamper?: (message: string) => string;
  /** authenticate's mode; absent by default (the server's default applies). */
  mode?: LoginMode;
  headers?: Record<string, string>;
}

/** A wallet's side of Sign-In With Ethereum against the in-process emulator, as a page on PAGE_ORIGIN does it. */
export function siweWallet(api: Api, now: () => number) {
  const pageHeaders = { origin: PAGE_ORIGIN };

  const init = async (address: string, options: CallOptions = {}) =>
    (await api.ok(SiweInitAnswer, '/api/v1/siwe/init', { body: { address }, headers: pageHeaders, ...options })).nonce;

  /** The body of authenticate or link: a message for the account (or `options.address`), signed. */
  async function signedBody(account: LocalAccount, options: SiweOptions = {}) {
    const address = options.address ?? account.address;
    const nonce = options.nonce ?? (await init(address));
    const message = createSiweMessage({
      domain: new URL(PAGE_ORIGIN).host,
      address,
      statement: STATEMENT,
      uri: `${PAGE_ORIGIN}/`,
      version: '1',
      chainId: LOCAL_CHAIN_ID,
      nonce,
      issuedAt: new Date(now()),
      ...options.message,
    });
    const signature = await (options.signer ?? account).signMessage({ message });
    const chainId = options.chainId ?? `eip155:${options.message?.chainId ?? LOCAL_CHAIN_ID}`;
    const sent = options.tamper ? options.tamper(message) : message;
    const body = { message: sent, signature, chainId, walletClientType: 'metamask', connectorType: 'injected' };
    return options.mode ? { ...body, mode: options.mode } : body;
  }

  const headers = (options: SiweOptions) => options.headers ?? pageHeaders;

  return {
    init,
    signedBody,
    async logIn(account: LocalAccount, options: SiweOptions = {}) {
      const body = await signedBody(account, options);
      return api.ok(AuthResponseWire, '/api/v1/siwe/authenticate', { body, headers: headers(options) });
    },
    /** The error answer of a login that must fail. */
    async refuse(account: LocalAccount, options: SiweOptions = {}) {
      const body = await signedBody(account, options);
      return api.fail('/api/v1/siwe/authenticate', { body, headers: headers(options) });
    },
    async link(account: LocalAccount, token: string, options: SiweOptions = {}) {
      const body = await signedBody(account, options);
      return api.call('/api/v1/siwe/link', { body, token, headers: headers(options) });
    },
    unlink: (address: string, token: string) =>
      api.ok(UserWire, '/api/v1/siwe/unlink', { body: { address }, token, headers: pageHeaders }),
  };
}
