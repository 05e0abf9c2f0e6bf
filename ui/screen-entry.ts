import type { AnyPlugin, ScreenEntry } from '../kernel/index';

/**
 * The plugin screen registered as `screen`. Two plugins may share a name (email and SMS both have
 * AWAITING_PASSWORDLESS_CODE): the screen data's `plugin` picks the owner, else the first plugin that has it.
 */
export function findScreenEntry(plugins: readonly AnyPlugin[], screen: string, owner?: unknown): ScreenEntry | undefined {
  return plugins.find((plugin) => plugin.id === owner)?.screens?.[screen] ?? plugins.find((plugin) => plugin.screens?.[screen])?.screens?.[screen];
}
