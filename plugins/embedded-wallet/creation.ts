import { PorticoError, toPorticoError, type PluginContext, type PorticoUser, type PostLoginStep } from '../../kernel/index';
import { primaryEmbeddedWallet } from '../../kit/embedded-wallets';
import type { AppConfig } from '../../schemas/index';
import { userAnswer } from '../../schemas/lazy';
import { FrameAddressAnswer } from '../../schemas/embedded-wallet';
import { CREATE_TIMEOUT_MS, type FrameHost } from './frame-host';
import { isSecureEnough } from './https';
import type { EmbeddedWalletMessages } from './messages';
import { recoveryEntry, secretFields, type RecoverySecret } from './recovery';
import { AUTOMATIC_RECOVERY } from './recovery-methods';
import { EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN } from './screen-names';

export type CreateOnLogin = 'off' | 'users-without-wallets' | 'all-users';

/** Which logins create the wallet: the host's `createOnLogin`, else the app configuration's, else none. */
export const createOnLoginMode = (createOnLogin: CreateOnLogin | undefined, appConfig: AppConfig | null): CreateOnLogin =>
  createOnLogin ?? appConfig?.embeddedWallets.createOnLogin ?? 'off';

/**
 * Creating the primary wallet (section 4, wallet creation): the frame makes the key and hands the provider its
 * shares; the refreshed user must then hold the wallet. Events started, then completed or failed.
 */
export function createWalletCreation(
  ctx: PluginContext,
  m: EmbeddedWalletMessages,
  frame: FrameHost,
  onCreated: (address: string) => void,
  /** Runs a request with the current token; a new wallet's device needs a recent login (fresh-login.ts). */
  withFreshLogin: <T>(work: (accessToken: string) => Promise<T>) => Promise<T>,
) {
  async function createWallet(secret: RecoverySecret = { method: AUTOMATIC_RECOVERY }): Promise<PorticoUser> {
    if (!isSecureEnough(location)) throw new PorticoError('embedded_wallet_https_required', m.httpsOnly);
    await ctx.auth.requireToken();
    const user = ctx.getState().user;
    if (user && primaryEmbeddedWallet(user)) throw new PorticoError('embedded_wallet_already_exists', m.alreadyExists);
    ctx.analytics.track('embedded_wallet_creation_started', {});
    ctx.events.emit('embeddedWallet:creationStarted', {});
    try {
      const answer = await withFreshLogin((accessToken) => frame.request('wallet:create', { accessToken, ...secretFields(secret) }, CREATE_TIMEOUT_MS));
      const { address } = FrameAddressAnswer.parse(answer);
      const updated = ctx.auth.updateUser((await userAnswer()).parse((answer as { user?: unknown }).user), { kind: 'link', accountType: 'wallet' });
      const wallet = primaryEmbeddedWallet(updated);
      if (wallet?.address.toLowerCase() !== address.toLowerCase()) throw new PorticoError('embedded_wallet_create_failed', m.notInUser);
      onCreated(wallet.address);
      ctx.analytics.track('embedded_wallet_creation_completed', {});
      ctx.events.emit('embeddedWallet:creationCompleted', { address: wallet.address, user: updated });
      return updated;
    } catch (error) {
      ctx.analytics.track('embedded_wallet_creation_failed', {});
      ctx.events.emit('embeddedWallet:creationFailed', { error: toPorticoError(error) });
      throw error;
    }
  }

  function stepFor(createOnLogin: CreateOnLogin | undefined): PostLoginStep {
    return {
      id: 'create-embedded-wallet',
      applies({ user, appConfig }) {
        const mode = createOnLoginMode(createOnLogin, appConfig);
        if (primaryEmbeddedWallet(user)) return false;
        if (mode === 'all-users') return true;
        return mode === 'users-without-wallets' && !user.linkedAccounts.some((account) => account.type === 'wallet');
      },
      // The SDK started this flow, so its screens cannot be closed until the wallet exists (section 4).
      async run({ appConfig, interactive }) {
        const config = appConfig?.embeddedWallets;
        if (config?.requireUserOwnedRecoveryOnCreate) {
          const entry = recoveryEntry(config.userOwnedRecoveryOptions, { initiatedBy: 'automatic', purpose: 'create' }, null);
          return { kind: 'screen', ...entry, closeable: false };
        }
        if (interactive) return { kind: 'screen', screen: EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN, closeable: false };
        await createWallet();
        return { kind: 'done' };
      },
    };
  }

  return { createWallet, stepFor };
}
