import { createPortico, memoryStorage } from 'portico';
import { samples, type GalleryKernel } from './samples';
import { galleryPlugins, galleryScreens, type GalleryScreen } from './screens';
import { GALLERY_API_URL, stubApi } from './stub-api';

const THEMES = ['light', 'dark'] as const;

/** A chain for the wallet and funding screens; its RPC URL answers every call with 0 (an empty balance), offline. */
const ZERO_RPC = 'data:application/json,{"jsonrpc":"2.0","id":1,"result":"0x0"}';
const GALLERY_CHAIN = { id: 31337, name: 'Local chain (anvil)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [ZERO_RPC] } } };
type Theme = (typeof THEMES)[number];

export interface GalleryEntry {
  screen: GalleryScreen;
  theme: Theme;
  kernel: GalleryKernel;
}

/**
 * One started kernel per entry, showing `screen` with its sample. Each has its own app id (exactly 25 characters):
 * kernels of one app share a cross-tab channel, and a login in one entry would reach all the others.
 */
async function buildEntry(screen: GalleryScreen, theme: Theme, index: number): Promise<GalleryEntry> {
  const appId = `gallery-app-${String(index).padStart(13, '0')}`;
  const kernel = createPortico({
    appId,
    apiUrl: GALLERY_API_URL,
    plugins: galleryPlugins,
    // In memory: the gallery writes nothing into the demo's localStorage.
    storage: memoryStorage(),
    fetch: stubApi(appId),
    config: { appearance: { theme } },
    chains: [GALLERY_CHAIN],
  });
  await kernel.start();
  const sample = samples[screen.plugin ?? 'shell']?.[screen.screen] ?? {};
  const intent = sample.intent ?? 'login';
  // `plugin` picks the owner of a screen several plugins register.
  const data = { ...(screen.plugin && { plugin: screen.plugin }), ...sample.data };
  if (intent !== 'login' || screen.screen === 'LANDING') {
    // A link, a prompt or a funding flow opens on its screen, as the host's call opens it: no Back there.
    kernel.navigation.open({ intent, screen: screen.screen, data });
  } else {
    // A login screen is reached from the landing screen, so it has the Back button a person would see.
    kernel.navigation.open({ intent });
    kernel.navigation.navigate(screen.screen, data);
  }
  await sample.prepare?.(kernel);
  return { screen, theme, kernel };
}

/** Every registered screen in each theme, ready to render. */
export function buildGalleryEntries(): Promise<GalleryEntry[]> {
  const pairs = galleryScreens().flatMap((screen) => THEMES.map((theme) => ({ screen, theme })));
  return Promise.all(pairs.map(({ screen, theme }, index) => buildEntry(screen, theme, index)));
}

/** The one entry named `name` (a gallery entry name, `{screen}-{theme}`), or null when there is none. */
export async function buildGalleryEntry(name: string): Promise<GalleryEntry | null> {
  const pairs = galleryScreens().flatMap((screen) => THEMES.map((theme) => ({ screen, theme })));
  const index = pairs.findIndex(({ screen, theme }) => `${screen.name}-${theme}` === name);
  return index === -1 ? null : buildEntry(pairs[index]!.screen, pairs[index]!.theme, index);
}
