import { toPorticoError, type PluginContext } from '../../kernel/index';
import { EMBEDDED_WALLET_VERIFY_IDENTITY_SCREEN } from './screen-names';

/**
 * The provider gives a device it does not know yet (a recovery on a new device, a new wallet) its shares only after a
 * recent login: it answers `reauthentication_required` to an older one. Interactively the person verifies it is them
 * (EMBEDDED_WALLET_VERIFY_IDENTITY_SCREEN, then any of their login methods) and the call runs once more with the fresh
 * token; headless, the typed error reaches the caller.
 */
export function createFreshLogin(ctx: PluginContext) {
  return async function withFreshLogin<T>(work: (accessToken: string) => Promise<T>, { interactive }: { interactive: boolean }): Promise<T> {
    try {
      return await work(await ctx.auth.requireToken());
    } catch (error) {
      const failure = toPorticoError(error);
      if (failure.code !== 'reauthentication_required' || !interactive) throw failure;
    }
    await ctx.auth.reauthenticate(EMBEDDED_WALLET_VERIFY_IDENTITY_SCREEN);
    return work(await ctx.auth.requireToken());
  };
}

export type WithFreshLogin = ReturnType<typeof createFreshLogin>;
