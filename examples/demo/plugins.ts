import { customAuth } from 'portico/plugins/custom-auth';
import { email } from 'portico/plugins/email';
import { guest } from 'portico/plugins/guest';
import { sms } from 'portico/plugins/sms';
import { getHostToken } from './host-auth';

// Made once, outside render, as a host would: the provider keeps one kernel for the page's lifetime.
// Every plugin is passed; the app configuration (the switches on the page) decides which methods show.
export const plugins = [email(), sms(), guest(), customAuth({ getCustomAccessToken: getHostToken })] as const;

/** Names the plugins for hooks, so `usePortico<DemoPlugins>().portico.email` is typed. */
export type DemoPlugins = typeof plugins;
