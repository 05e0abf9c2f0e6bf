import { openPopup } from '../../kit/open-popup';
import { PorticoError, toPorticoError, type PluginContext, type PorticoUser } from '../../kernel/index';
import { primaryEmbeddedWallet } from '../../kit/embedded-wallets';
import { userAnswer } from '../../schemas/lazy';
import type { FrameHost } from './frame-host';
import type { WithFreshLogin } from './fresh-login';
import type { EmbeddedWalletMessages } from './messages';
import { allowedUserOwned, AUTOMATIC_RECOVERY, isCloud, type CloudRecovery, type RecoveryMethod } from './recovery-methods';
import {
  EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN,
  EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN,
  EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN,
  EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN,
  EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN,
  EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN,
  type PasswordFlowData,
} from './screen-names';

/** What opens a wallet's recovery share: the provider's key, a password, or a key kept in the person's cloud drive. */
export type RecoverySecret =
  | { method: typeof AUTOMATIC_RECOVERY }
  | { method: 'user-passcode'; password: string }
  | { method: CloudRecovery; driveToken: string };

/** The frame's fields for a secret (protocol.ts: recoveryMethod, recoveryPassword, recoveryAccessToken). */
export function secretFields(secret: RecoverySecret) {
  return {
    recoveryMethod: secret.method,
    ...(secret.method === 'user-passcode' && { recoveryPassword: secret.password }),
    ...(isCloud(secret.method) && 'driveToken' in secret && { recoveryAccessToken: secret.driveToken }),
  };
}

/** Where a recovery flow starts (section 4, recovery choice). */
export interface RecoveryEntry {
  screen: string;
  data: Record<string, unknown>;
}

/**
 * Section 4's recovery choice for a person who sets (or, creating, must set) a user-owned method: one password
 * option goes straight to the password screens (splash first when a password exists), one cloud option to its
 * OAuth screen, several to the selection screen.
 */
export function recoveryEntry(options: readonly string[], flow: PasswordFlowData, current: string | null): RecoveryEntry {
  const allowed = allowedUserOwned(options);
  if (allowed.length > 1) return { screen: EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN, data: { ...flow, methods: allowed } };
  const [only] = allowed as [RecoveryMethod];
  if (only !== 'user-passcode') return { screen: EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN, data: { ...flow, mode: flow.purpose, method: only } };
  if (current === 'user-passcode') return { screen: EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN, data: { ...flow } };
  return { screen: EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN, data: { ...flow } };
}

export interface RecoveryDeps {
  /** Creates the primary wallet with this recovery (creation.ts). */
  createWallet(secret: RecoverySecret): Promise<PorticoUser>;
  withFreshLogin: WithFreshLogin;
}

/**
 * Recovery on this device and the change of recovery method. A wallet is "unlocked" on this device once the frame
 * rebuilt it here (device + auth share); a device without a current share recovers first: silently for automatic
 * recovery, through the password or cloud screen for a method the person owns.
 */
export function createRecovery(ctx: PluginContext, m: EmbeddedWalletMessages, frame: FrameHost, deps: RecoveryDeps) {
  const unlocked = new Set<string>();
  // Cloud recovery's OAuth (PKCE, the popup's answer) loads only when a person picks a cloud drive.
  const driveToken = async (popup: Window | null, method: CloudRecovery) => (await import('./recovery-oauth')).createRecoveryOAuth(ctx, m)(popup, method);

  function primaryAddress(): string {
    const user = ctx.getState().user;
    const wallet = user && primaryEmbeddedWallet(user);
    if (!wallet) throw new PorticoError('embedded_wallet_not_found', m.noWallet);
    return wallet.address;
  }

  /**
   * Recovers a wallet's key on this device: the primary's seed by default, or an imported wallet's own key. A device
   * new to the provider needs a recent login: interactively the person verifies first (fresh-login.ts).
   */
  async function recover(secret: RecoverySecret, address = primaryAddress(), interactive = true): Promise<void> {
    await deps.withFreshLogin((accessToken) => frame.request('wallet:recover', { accessToken, address, ...secretFields(secret) }), { interactive });
    unlocked.add(address.toLowerCase());
  }

  /** The frame's answer about this device's share: null when it can sign, else the wallet's recovery method. */
  async function methodToRecover(address: string): Promise<string | null> {
    try {
      await frame.request('wallet:connect', { accessToken: await ctx.auth.requireToken(), address });
      return null;
    } catch (error) {
      const failure = toPorticoError(error);
      if (failure.code !== 'recovery_needed') throw failure;
      return typeof failure.details === 'string' ? failure.details : AUTOMATIC_RECOVERY;
    }
  }

  async function ensureUnlocked(address: string, { interactive }: { interactive: boolean }): Promise<void> {
    if (unlocked.has(address.toLowerCase())) return;
    const method = await methodToRecover(address);
    if (method === AUTOMATIC_RECOVERY) await recover({ method }, address, interactive);
    else if (method !== null) {
      if (!interactive) throw new PorticoError('recovery_needed', m.recoveryNeeded, { details: method });
      if (method === 'user-passcode') await ctx.prompts.open(EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN, { intent: 'recovery' });
      else if (isCloud(method)) await ctx.prompts.open(EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN, { intent: 'recovery', data: { mode: 'recover', method } });
      else throw new PorticoError('unsupported_recovery_method', m.unsupportedRecovery);
    }
    unlocked.add(address.toLowerCase());
  }

  async function setRecoveryTo(secret: RecoverySecret): Promise<PorticoUser> {
    const address = primaryAddress();
    const accessToken = await ctx.auth.requireToken();
    const answer = (await frame.request('wallet:set-recovery', { accessToken, address, ...secretFields(secret) })) as { user?: unknown };
    unlocked.add(address.toLowerCase());
    return ctx.auth.updateUser((await userAnswer()).parse(answer.user));
  }

  /** Runs a recovery flow the person opened; closing it is `user_exited_set_password_flow`. */
  async function promptSetRecovery(screen: string, data: Record<string, unknown>): Promise<PorticoUser> {
    try {
      await ctx.prompts.open(screen, { intent: 'recovery', data });
    } catch (error) {
      const failure = toPorticoError(error);
      throw failure.providerCode === 4001 ? new PorticoError('user_exited_set_password_flow', m.exitedSetRecovery, { cause: error }) : failure;
    }
    return ctx.getState().user as PorticoUser;
  }

  /**
   * A Solana wallet uses its own shares or its seed's primary Ethereum wallet's: the frame knows which, and recovers
   * them silently (a Solana wallet has automatic recovery only).
   */
  async function ensureSolanaUnlocked(address: string): Promise<void> {
    try {
      await frame.request('solana-wallet:connect', { accessToken: await ctx.auth.requireToken(), address });
    } catch (error) {
      if (toPorticoError(error).code !== 'recovery_needed') throw error;
      await deps.withFreshLogin((accessToken) => frame.request('solana-wallet:recover', { accessToken, address }), { interactive: true });
    }
  }

  return {
    ensureUnlocked,
    ensureSolanaUnlocked,
    /** A wallet created on this device holds a current share. */
    trust: (address: string) => void unlocked.add(address.toLowerCase()),
    /** A signature's answer said the share went stale (recovered elsewhere): ask again next time. */
    forget: (address: string) => unlocked.delete(address.toLowerCase()),
    actions: {
      /**
       * Opens the recovery flow (section 4): `'privy'` asks to move back to automatic recovery, a user-owned method
       * opens its screens, none picks from the app's allowed methods. Resolves with the updated user.
       */
      async setRecovery(method?: RecoveryMethod): Promise<PorticoUser> {
        const address = primaryAddress();
        await ensureUnlocked(address, { interactive: true });
        if (method === AUTOMATIC_RECOVERY) return promptSetRecovery(EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN, {});
        const wallet = primaryEmbeddedWallet(ctx.getState().user!);
        const options = method ? [method] : (ctx.getState().appConfig?.embeddedWallets.userOwnedRecoveryOptions ?? []);
        const entry = recoveryEntry(options, { initiatedBy: 'user', purpose: 'update' }, wallet?.recoveryMethod ?? null);
        return promptSetRecovery(entry.screen, entry.data);
      },
      /** The password screens' final save: `create` makes the wallet with this password, `update` moves recovery to it. */
      async savePassword(password: string, purpose: 'create' | 'update'): Promise<void> {
        const secret = { method: 'user-passcode', password } as const;
        await (purpose === 'create' ? deps.createWallet(secret) : setRecoveryTo(secret));
      },
      /** EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN's confirm. */
      async saveAutomaticRecovery(): Promise<void> {
        await setRecoveryTo({ method: AUTOMATIC_RECOVERY });
      },
      /** The cloud drive's sign-in window; call it inside the click, as browsers block popups opened later. */
      openRecoveryPopup: (): Window | null => openPopup(),
      /** Signs in to the drive in `popup`, then creates with it, moves recovery to it, or recovers from it. */
      async runCloudRecovery(popup: Window | null, method: CloudRecovery, mode: 'create' | 'update' | 'recover'): Promise<void> {
        const secret = { method, driveToken: await driveToken(popup, method) };
        if (mode === 'create') await deps.createWallet(secret);
        else if (mode === 'update') await setRecoveryTo(secret);
        else await recover(secret);
      },
      /** EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN's submit: rejects with invalid_recovery_password on a wrong one. */
      async recoverWithPassword(password: string): Promise<void> {
        await recover({ method: 'user-passcode', password });
      },
    },
  };
}

export type Recovery = ReturnType<typeof createRecovery>;
