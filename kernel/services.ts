import type { AnyPlugin } from './plugin';

/**
 * Services plugins offer each other (`wallets`, `mfa`, `funding`...), by name. A plugin that provides one adds
 * it here by augmenting this interface (`interface PorticoServices { mfa: MfaService }`); the kernel only wires names.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation target; each providing plugin declares its service
export interface PorticoServices {}
export type ServiceName = keyof PorticoServices;

export interface ServiceRegistry {
  /** An optional service: undefined when no enabled plugin provides it. */
  get<N extends ServiceName>(name: N): PorticoServices[N] | undefined;
  /** A service the plugin declared in `uses`: present, since the kernel checked it at creation. */
  require<N extends ServiceName>(name: N): PorticoServices[N];
}

/** Rejects a required service no plugin provides, and a service two plugins provide, before anything runs. */
export function checkServices(plugins: readonly AnyPlugin[]): void {
  const providers = new Map<string, string>();
  for (const plugin of plugins) {
    for (const name of plugin.provides ?? []) {
      const other = providers.get(name);
      if (other) throw new Error(`Portico plugins "${other}" and "${plugin.id}" both provide the "${name}" service`);
      providers.set(name, plugin.id);
    }
  }
  for (const plugin of plugins) {
    for (const name of plugin.uses ?? []) {
      if (!providers.has(name)) throw new Error(`Portico plugin "${plugin.id}" uses the "${name}" service, which no plugin provides`);
    }
  }
}

export interface MutableServiceRegistry extends ServiceRegistry {
  /** Adds what a plugin's setup returned, checked against what it declared in `provides`. */
  add(plugin: AnyPlugin, services: Partial<PorticoServices> | undefined): void;
}

export function createServiceRegistry(): MutableServiceRegistry {
  const services = new Map<string, unknown>();
  return {
    get: (name) => services.get(name) as never,
    require(name) {
      const service = services.get(name);
      // Set up later than its user: a plugin calls services when it acts, never during its own setup.
      if (service === undefined) throw new Error(`Portico: the "${name}" service is not set up yet`);
      return service as never;
    },
    add(plugin, provided = {}) {
      for (const name of plugin.provides ?? []) {
        const service = (provided as Record<string, unknown>)[name];
        if (service === undefined) throw new Error(`Portico plugin "${plugin.id}" declares the "${name}" service but its setup returned none`);
        services.set(name, service);
      }
    },
  };
}
