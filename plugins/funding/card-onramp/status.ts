import type { CardOnRampMethod } from '../request';

/**
 * Where a card purchase stands, as the status screens show it (section 4): in progress until the provider answers,
 * then completed or failed; waiting for authorisation while the card issuer decides; a service failure when the
 * provider could not be asked three times.
 */
export type OnRampStatus = 'starting' | 'pending' | 'waitingAuthorization' | 'completed' | 'failed' | 'serviceFailure';

export interface OnRampState {
  provider: CardOnRampMethod;
  status: OnRampStatus;
  /** The provider's page once known, so the status screen can link to it when the popup was blocked. */
  url: string | null;
  /** Why it failed, in the provider's words (section 8), when more than the failure text can be said. */
  reason: string | null;
}

/** Section 4: three failed status requests (a 404 excepted) give a service failure. */
const SERVICE_FAILURE_ERRORS = 3;

/** The provider's window: opened blank in the click (browsers block a later one), pointed at the provider once known. */
export interface OnRampWindow {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
}

/** What a provider's run reports to the controller as it goes. */
export interface OnRampRun {
  popup: OnRampWindow | null;
  signal: AbortSignal;
  update(change: Partial<Omit<OnRampState, 'provider'>>): void;
}

/** Points the blank popup at the provider's page; the status screen links there too, for a blocked popup. */
export function showProvider(run: OnRampRun, url: string): void {
  if (run.popup && !run.popup.closed) run.popup.location.href = url;
  run.update({ status: 'pending', url });
}

/** Counts failed status requests: the third one is a service failure. */
export function errorCounter() {
  let errors = 0;
  return (): boolean => (errors += 1) >= SERVICE_FAILURE_ERRORS;
}
