/**
 * Host-side configuration. Plugins add their options by augmenting this interface.
 * Server-side app configuration (AppConfig) is separate and loaded at start.
 */
export interface PorticoConfig {
  appearance?: {
    theme?: 'light' | 'dark';
    accentColor?: string;
    /** A URL string, or an svg / img element. */
    logo?: unknown;
    landingHeader?: string;
    loginMessage?: string;
  };
  /** Login methods in display order; defaults to the app configuration's order. */
  loginMethods?: readonly string[];
  legal?: { termsAndConditionsUrl?: string; privacyPolicyUrl?: string };
}
