import mitt, { type Emitter } from 'mitt';
import type { PorticoError } from './errors';
import type { PorticoUser } from './user';

export type FlowIntent = 'login' | 'link';
export type LogoutReason = 'user' | 'session_expired' | 'audience_mismatch' | 'other_tab';

/**
 * The kernel's events. Plugins add `<id>:<event>` entries by augmenting this interface.
 * The bus carries notifications only; state lives in the store.
 */
export interface PorticoEvents {
  login: { user: PorticoUser; isNewUser: boolean; method: string };
  logout: { reason: LogoutReason };
  link: { user: PorticoUser; accountType: string };
  unlink: { user: PorticoUser; accountType: string };
  userUpdated: { user: PorticoUser };
  error: { error: PorticoError; intent: FlowIntent | null };
  /** A modal flow reached its goal (after any terms step); closing it now is not an exit. */
  flowComplete: { intent: FlowIntent; user: PorticoUser | null };
}

// A mapped copy: mitt needs an index-signature-compatible type, and interfaces (augmentable) are not.
type EventMap = { [K in keyof PorticoEvents]: PorticoEvents[K] };
export type EventBus = Emitter<EventMap>;

export function createEventBus(): EventBus {
  return mitt<EventMap>();
}
