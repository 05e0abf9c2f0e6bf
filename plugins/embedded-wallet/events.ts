import type { PorticoError, PorticoUser } from '../../kernel/index';

/** Section 4's creation events: started, then completed or failed. */
export interface WalletCreatedEvent {
  address: string;
  user: PorticoUser;
}

declare module '../../kernel/events' {
  interface PorticoEvents {
    'embeddedWallet:creationStarted': Record<string, never>;
    'embeddedWallet:creationCompleted': WalletCreatedEvent;
    'embeddedWallet:creationFailed': { error: PorticoError };
    /** A recovery OAuth return whose state this browser did not send: nothing was used. */
    'embeddedWallet:possiblePhishing': { provider: string };
  }
}
