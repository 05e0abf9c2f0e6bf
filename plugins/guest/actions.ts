import type { BytesCoder } from '@scure/base';
import { type PluginContext, type PorticoUser, PorticoError, appStorageKey } from '../../kernel/index';
import { authAnswer } from '../../schemas/lazy';
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

export function createGuestActions(ctx: PluginContext, messages: GuestMessages): GuestActions {
  const key = appStorageKey(ctx.appId, 'guest-credential');

  /** This browser's guest credential, made on first use (in unpadded base64url) and stored. */
  function credential(base64url: BytesCoder): string {
    const stored = ctx.storage.getItem(key);
    if (stored) return stored;
    const created = base64url.encode(crypto.getRandomValues(new Uint8Array(GUEST_CREDENTIAL_BYTES)));
    ctx.storage.setItem(key, created);
    return created;
  }

  return {
    async createGuestAccount() {
      const { user } = ctx.getState();
      if (user?.isGuest) return user;
      if (user) throw new PorticoError('already_authenticated', messages.guestRefused);
      // The encoder loads with the first guest login, not with every host that lists the plugin (about 1.5 kB).
      const { base64urlnopad } = await import('@scure/base');
      const response = await ctx.api.post(
        '/api/v1/guest/authenticate',
        { guest_credential: credential(base64urlnopad) },
        authAnswer,
      );
      return ctx.auth.completeLogin(response, 'guest');
    },
  };
}
