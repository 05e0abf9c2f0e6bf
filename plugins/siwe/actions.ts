import { PorticoError, type PluginContext, type PorticoUser } from '../../kernel/index';
import { AuthResponseSchema, UserSchema, type LoginMode } from '../../schemas/index';
import { SiweInitAnswer } from '../../schemas/siwe';
import type { WalletSource } from './eip1193';
import { walletFailure } from './errors';
import { buildSiweMessage } from './message';
import type { SiweMessages } from './messages';

export interface SiweActions {
  /** Connects the wallet, has it sign an EIP-4361 message for the provider's nonce, and logs in with it. */
  login(source: WalletSource, options?: { mode?: LoginMode }): Promise<PorticoUser>;
  /** The same proof, linked to the logged-in user. */
  link(source: WalletSource): Promise<PorticoUser>;
  unlink(address: string): Promise<PorticoUser>;
  messages: SiweMessages;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const utf8Hex = (text: string) => `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

export function createSiweActions(ctx: PluginContext, m: SiweMessages): SiweActions {
  /** The wallet's first account and its chain (eth_requestAccounts asks the person to connect). */
  async function connect({ provider }: WalletSource): Promise<{ address: `0x${string}`; chainId: number }> {
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    const address = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof address !== 'string' || !ADDRESS.test(address)) throw new PorticoError('unknown_connect_wallet_error', m.noAccounts, { retryable: true });
    const chain = await provider.request({ method: 'eth_chainId' });
    const chainId = typeof chain === 'string' ? Number.parseInt(chain, 16) : Number(chain);
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new PorticoError('unknown_connect_wallet_error', m.noChainId, { retryable: true });
    return { address: address as `0x${string}`, chainId };
  }

  /** Section 5: the message proves ownership for this page (domain, URI), chain, nonce and time. */
  async function signedProof(source: WalletSource) {
    const { address, chainId } = await connect(source);
    const { nonce } = await ctx.captcha.withToken((token) =>
      ctx.api.post('/api/v1/siwe/init', { address, ...(token && { token }) }, SiweInitAnswer),
    );
    const message = await buildSiweMessage({
      address,
      chainId,
      nonce,
      statement: m.statement,
      domain: location.host,
      uri: location.origin,
      issuedAt: new Date(),
    });
    const signature = await source.provider.request({ method: 'personal_sign', params: [utf8Hex(message), address] });
    if (typeof signature !== 'string') throw new PorticoError('unknown_connect_wallet_error', m.couldNotLogIn, { retryable: true });
    const body = { message, signature, chainId: `eip155:${chainId}`, walletClientType: source.walletClientType, connectorType: source.connectorType };
    return { address, chainId, body };
  }

  function remember(source: WalletSource, address: string, chainId: number): void {
    ctx.wallets.connect({
      address,
      chainId: `eip155:${chainId}`,
      branding: source.branding ?? { name: source.walletClientType, icon: null, id: source.walletClientType },
      imported: false,
      walletClientType: source.walletClientType,
      connectorType: source.connectorType,
    });
  }

  const failing = <T>(work: () => Promise<T>) =>
    work().catch((error: unknown) => {
      throw walletFailure(error, m);
    });

  return {
    login: (source, { mode = 'login-or-sign-up' } = {}) =>
      failing(async () => {
        const { address, chainId, body } = await signedProof(source);
        const response = await ctx.api.post('/api/v1/siwe/authenticate', { ...body, mode }, AuthResponseSchema);
        ctx.analytics.track('sdk_authenticate_siwe', { walletClientType: source.walletClientType, connectorType: source.connectorType });
        remember(source, address, chainId);
        return ctx.auth.completeLogin(response, 'wallet');
      }),
    link: (source) =>
      failing(async () => {
        await ctx.auth.requireToken();
        const { address, chainId, body } = await signedProof(source);
        const user = await ctx.api.post('/api/v1/siwe/link', body, UserSchema);
        remember(source, address, chainId);
        return ctx.auth.updateUser(user, { kind: 'link', accountType: 'wallet' });
      }),
    unlink: (address) =>
      failing(async () => {
        await ctx.auth.requireToken();
        const user = await ctx.api.post('/api/v1/siwe/unlink', { address }, UserSchema);
        return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'wallet' });
      }),
    messages: m,
  };
}
