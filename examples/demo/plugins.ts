import { crossApp } from 'portico/plugins/cross-app';
import { customAuth } from 'portico/plugins/custom-auth';
import { email } from 'portico/plugins/email';
import { farcaster } from 'portico/plugins/farcaster';
import { funding } from 'portico/plugins/funding';
import { embeddedWallet } from 'portico/plugins/embedded-wallet';
import { guest } from 'portico/plugins/guest';
import { mfa } from 'portico/plugins/mfa';
import { oauth } from 'portico/plugins/oauth';
import { passkey } from 'portico/plugins/passkey';
import { siwe } from 'portico/plugins/siwe';
import { solana } from 'portico/plugins/solana';
import { sms } from 'portico/plugins/sms';
import { telegram } from 'portico/plugins/telegram';
import { API_URL, USDC_ADDRESSES } from './env';
import { getHostToken } from './host-auth';

// `?oauthFlow=redirect` in the demo's URL switches OAuth from the popup to the redirect flow.
const oauthFlow = new URLSearchParams(location.search).get('oauthFlow') === 'redirect' ? 'redirect' : 'popup';

// Made once, outside render, as a host would: the provider keeps one kernel for the page's lifetime.
// Every plugin is passed; the app configuration (the switches on the page) decides which methods show.
export const plugins = [
  email(),
  sms(),
  oauth({
    providers: ['google', 'discord', 'github', 'linkedin', 'twitter', 'spotify', 'instagram', 'tiktok', 'apple'],
    flow: oauthFlow,
  }),
  telegram(),
  farcaster(),
  passkey(),
  // WalletConnect through the emulator's relay stand-in; a real app leaves relayUrl out (WalletConnect's relay).
  siwe({ walletConnect: { relayUrl: `${API_URL.replace(/^http/, 'ws')}/walletconnect/relay` } }),
  embeddedWallet(),
  solana(),
  mfa(),
  // The card on-ramps, their status host and the bridge quote service are the emulator's stand-ins here.
  funding({
    usdcAddresses: USDC_ADDRESSES,
    moonpay: { statusApiUrl: `${API_URL}/moonpay/v1` },
    coinbaseOnramp: { payUrl: `${API_URL}/dev/coinbase-pay` },
    quoteServiceUrl: `${API_URL}/relay`,
  }),
  guest(),
  customAuth({ getCustomAccessToken: getHostToken }),
  // Log in with the emulator's "Portico Provider Demo" app and sign with its wallet (the app's cross-app connections).
  crossApp(),
] as const;

/** Names the plugins for hooks, so `usePortico<DemoPlugins>().portico.email` is typed. */
export type DemoPlugins = typeof plugins;
