import type { ChainInput } from './chains';

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
 * Options of `createPortico` read by kernel parts, kit modules and plugins (as `ctx.hostOptions`): kit modules and
 * plugins add theirs by augmenting this interface.
 */
export interface HostOptions {
  /** The chains wallets may use: viem chain objects (or their shape). The kernel keeps ids and RPC URLs. */
  chains?: readonly ChainInput[];
  /** One of `chains`; the first by default. */
  defaultChain?: ChainInput;
}
