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
    /** The modal's footer line: your own text, or false for none; "Protected by Portico" by default. */
    footer?: string | false;
  };
  /** Login methods in display order; defaults to the app configuration's order. */
  loginMethods?: readonly string[];
  legal?: { termsAndConditionsUrl?: string; privacyPolicyUrl?: string };
}

/**
 * Options of `createPortico` beyond the kernel's own, for kit modules and plugins: they add theirs by augmenting this
 * interface, and read them as `ctx.hostOptions`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation target; kit modules and plugins declare its members
export interface HostOptions {}
