import type { PluginContext, PorticoUser } from '../../kernel/index';
import { PorticoError, PROVIDER_PREFIX } from '../../kernel/index';
import { AuthResponseSchema } from '../../schemas/index';
import type { GuestMessages } from './messages';

/** Section 9: the guest credential is 32 random bytes. */
const GUEST_CREDENTIAL_BYTES = 32;

export interface GuestActions {
  /**
   * Logs in as this browser's guest, made on first use. The credential stays in storage after logout,
   * so a later call (or a reload) brings the same guest back; a guest already logged in is returned as is.
   * Refused (already_authenticated) while a non-guest user is logged in.
   */
  createGuestAccount(): Promise<PorticoUser>;
}

function randomCredential(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GUEST_CREDENTIAL_BYTES));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function createGuestActions(ctx: PluginContext, messages: GuestMessages): GuestActions {
  const key = `${PROVIDER_PREFIX}:${ctx.appId}:guest-credential`;

  /** This browser's guest credential, made and stored on first use. */
  function credential(): string {
    const stored = ctx.storage.getItem(key);
    if (stored) return stored;
    const created = randomCredential();
    ctx.storage.setItem(key, created);
    return created;
  }

  return {
    async createGuestAccount() {
      const { user } = ctx.getState();
      if (user?.isGuest) return user;
      if (user) throw new PorticoError('already_authenticated', messages.guestRefused);
      const response = await ctx.api.post(
        '/api/v1/guest/authenticate',
        { guest_credential: credential() },
        AuthResponseSchema,
      );
      return ctx.auth.completeLogin(response, 'guest');
    },
  };
}
