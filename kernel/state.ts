import type { AppConfig } from '../schemas/index';
import type { PorticoError } from './errors';
import { initialModalState, type ModalState } from './navigation';
import type { PorticoUser } from './user';
import type { ConnectedWallet } from './wallets';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface KernelState {
  /** The app configuration and the session have both been loaded (or failed to). */
  ready: boolean;
  status: AuthStatus;
  user: PorticoUser | null;
  appConfig: AppConfig | null;
  /** Why the app configuration could not be loaded, if it could not. */
  bootError: PorticoError | null;
  modal: ModalState;
  /** The login method this browser used last, shown first with a "Recent" badge. */
  recentLoginMethod: string | null;
  /** Each plugin's own slice, keyed by plugin id. */
  plugins: Readonly<Record<string, unknown>>;
  /** Wallets connected to the page, the active (latest) first, one per address, client and connector (section 4.2). */
  wallets: readonly ConnectedWallet[];
  /** Post-login steps a headless login could not run because they need the person (e.g. `terms`). */
  pendingSteps: readonly string[];
}

export const initialKernelState: KernelState = {
  ready: false,
  status: 'loading',
  user: null,
  appConfig: null,
  bootError: null,
  modal: initialModalState,
  recentLoginMethod: null,
  plugins: {},
  pendingSteps: [],
  wallets: [],
};
