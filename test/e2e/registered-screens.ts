import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entries } from '../../entries.mjs';
import { SHELL_SCREENS } from '../../ui/shell-screens';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What any plugin factory needs (oauth its providers, custom-auth a token source); the others ignore it. */
const FACTORY_OPTIONS = { providers: [], getCustomAccessToken: async () => null, isLoading: true };

interface RegisteredScreen {
  screen: string;
  /** Null for the modal shell's own screens. */
  plugin: string | null;
  /** The screen's entry: several plugins may share one (kit's CAPTCHA_SCREEN), which makes it one screen. */
  entry?: unknown;
}

/** Every screen each plugin entry point registers, through its factory (named after it: './plugins/custom-auth' -> customAuth). */
async function pluginScreens(): Promise<RegisteredScreen[]> {
  const found: RegisteredScreen[] = [];
  for (const entry of entries.filter((entry) => entry.name.startsWith('./plugins/'))) {
    const factoryName = entry.name.slice('./plugins/'.length).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    // biome-ignore lint/plugin: the test walks every entry of entries.mjs, which are named at run time
    const module = (await import(join(ROOT, entry.source))) as Record<string, unknown>;
    const factory = module[factoryName];
    if (typeof factory !== 'function') throw new Error(`${entry.source} exports no plugin factory named ${factoryName}`);
    const plugin = factory(FACTORY_OPTIONS) as { id: string; screens?: Record<string, unknown> };
    for (const [screen, entry] of Object.entries(plugin.screens ?? {})) {
      if (!found.some((other) => other.screen === screen && other.entry === entry)) found.push({ screen, plugin: plugin.id, entry });
    }
  }
  return found;
}

/**
 * The gallery entry names every registered screen should have: the screen's name, qualified by its plugin where
 * several plugins register it with their own entries (AWAITING_PASSWORDLESS_CODE.sms), then `-light` and `-dark`.
 */
export async function expectedGalleryEntries(themes: readonly string[]): Promise<string[]> {
  const shell = SHELL_SCREENS.map((screen) => ({ screen, plugin: null }));
  const screens: RegisteredScreen[] = [...shell, ...(await pluginScreens())];
  const owners = (screen: string) => screens.filter((other) => other.screen === screen).length;
  const names = screens.map(({ screen, plugin }) => (plugin && owners(screen) > 1 ? `${screen}.${plugin}` : screen));
  return names.flatMap((name) => themes.map((theme) => `${name}-${theme}`));
}
