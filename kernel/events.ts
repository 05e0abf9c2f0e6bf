import mitt, { type Emitter } from 'mitt';
import type { PorticoError } from './errors';
import type { PorticoUser } from './user';

/**
 * What a prompt opens the modal for, beyond logging in and linking. Plugins add theirs by augmenting this
 * interface (`interface PromptIntentRegistry { recovery: true }`).
 */
export interface PromptIntentRegistry {
  /** The person, already logged in, logs in again (a fresh login for a sensitive step): see Auth.completeLogin. */
  reauthenticate: true;
}
export type PromptIntent = keyof PromptIntentRegistry;
export type FlowIntent = 'login' | 'link' | PromptIntent;
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
  /** A modal flow reached its goal (after the post-login steps); closing it now is not an exit. */
  flowComplete: { intent: FlowIntent; user: PorticoUser | null };
}

// A mapped copy: mitt needs an index-signature-compatible type, and interfaces (augmentable) are not.
type EventMap = { [K in keyof PorticoEvents]: PorticoEvents[K] };
export type EventBus = Emitter<EventMap>;

export function createEventBus(): EventBus {
  return mitt<EventMap>();
}
