import type { PorticoUser } from '../../kernel/index';

/** The passkey plugin's: creates a passkey for the logged-in user and links it (MFA's 'Add new passkey'). */
export interface PasskeyService {
  link(): Promise<PorticoUser>;
}

declare module '../../kernel/services' {
  interface PorticoServices {
    passkey: PasskeyService;
  }
}
