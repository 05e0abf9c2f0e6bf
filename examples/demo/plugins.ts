import { email } from 'portico/plugins/email';

// Made once, outside render, as a host would: the provider keeps one kernel for the page's lifetime.
export const plugins = [email()] as const;

/** Names the plugins for hooks, so `usePortico<DemoPlugins>().portico.email` is typed. */
export type DemoPlugins = typeof plugins;
