import type { AnyPlugin, AppConfig, LoginMethodEntry } from '../kernel/index';

/** The plugins' login methods the app enables: what the landing may show. None before the app configuration loads. */
export function availableLoginMethods(plugins: readonly AnyPlugin[], appConfig: AppConfig | null): LoginMethodEntry[] {
  if (appConfig === null) return [];
  return plugins.flatMap((plugin) => plugin.loginMethods ?? []).filter((method) => method.isAvailable?.(appConfig) ?? true);
}
