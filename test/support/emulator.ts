import { createEmulator, type EmulatorOptions } from '../../emulator/app';
import { createMemoryRepository } from '../../emulator/shared/memory-repository';
import type { Repository } from '../../emulator/shared/repository';
import { createPortico, type AnyPlugin, memoryStorage, type KeyValueStorage } from '../../kernel/index';

export const DEMO_APP_ID = 'demo-app-0000000000000001';
export const EMULATOR_URL = 'http://emulator.test';

/**
 * An in-process emulator with a shared clock, and kernels wired to it:
 * the real server logic without sockets, one fresh memory store per call.
 */
export function setupEmulator({
  repo = createMemoryRepository(),
  chains,
}: {
  repo?: Repository;
  /** The chains the emulator pays on (funding's on-ramps and quote service), e.g. test anvils with their test USDC. */
  chains?: Pick<EmulatorOptions, 'chainRpcUrls' | 'usdc'>;
} = {}) {
  const clock = { now: Date.now() };
  const now = () => clock.now;
  const emulator = createEmulator({ repo, now, ...chains });
  const requests: Request[] = [];
  /** A page's fetch: `origin` is the Origin header a browser would send (happy-dom and Node send none). */
  const fetchFrom = (origin?: string) => (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (origin) request.headers.set('origin', origin);
    requests.push(request.clone());
    return emulator.fetch(request);
  };
  async function dev(method: string, path: string, body?: unknown): Promise<Response> {
    return emulator.fetch(`${EMULATOR_URL}${path}`, {
      method,
      ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  }

  return {
    emulator,
    repo,
    clock,
    /** Every request the kernels made, in order. */
    requests,
    fetchFrom,
    /** The code most recently sent to an address, read from the dev outbox. */
    async latestCode(to: string): Promise<string> {
      const response = await dev('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
      if (!response.ok) throw new Error(`No message for ${to}`);
      return ((await response.json()) as { code: string }).code;
    },
    /** Replaces the demo app's configuration with the emulator's dev endpoint. */
    async configureApp(config: Record<string, unknown>): Promise<void> {
      const response = await dev('PUT', `/dev/apps/${DEMO_APP_ID}`, { id: DEMO_APP_ID, name: 'Portico Demo', ...config });
      if (!response.ok) throw new Error(`configureApp failed: ${response.status} ${await response.text()}`);
    },
    /** A kernel of the demo app; `origin` is its page's (for calls the emulator checks it on). */
    kernel<const P extends readonly AnyPlugin[]>(plugins: P, storage: KeyValueStorage = memoryStorage(), { origin }: { origin?: string } = {}) {
      return createPortico({ appId: DEMO_APP_ID, apiUrl: EMULATOR_URL, plugins, fetch: fetchFrom(origin), storage, now });
    },
  };
}
