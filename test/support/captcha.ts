import { CAPTCHA_SCRIPT } from '../../emulator/pages/captcha-script';
import { createPortico, type AnyPlugin, memoryStorage } from '../../kernel/index';
import { DEMO_APP_ID, EMULATOR_URL, type setupEmulator } from './emulator';

type EmulatorEnv = ReturnType<typeof setupEmulator>;

type ScriptRunner = (window: object, document: object, location: URL, fetch: typeof globalThis.fetch) => void;

/**
 * Runs the emulator's test captcha script (GET /js/captcha.js) without a browser: it defines
 * `porticoTestCaptcha` on `target` and asks `fetch` (an in-process emulator) for its tokens, as if it had
 * been loaded from `baseUrl`. Returns a function that removes it again.
 */
export function installTestCaptcha(target: object, fetch: typeof globalThis.fetch, baseUrl: string): () => void {
  const run = new Function('window', 'document', 'location', 'fetch', CAPTCHA_SCRIPT) as ScriptRunner;
  run(target, { currentScript: { src: `${baseUrl}/js/captcha.js` } }, new URL(baseUrl), fetch);
  return () => void delete (target as { porticoTestCaptcha?: unknown }).porticoTestCaptcha;
}

/**
 * A kernel of `plugins` against `env`'s in-process emulator, with the default captcha provider finding the test
 * script already on the page (run in-process by installTestCaptcha), so the captcha comes from the app config alone.
 */
export function kernelWithTestCaptcha<const P extends readonly AnyPlugin[]>(env: EmulatorEnv, plugins: P) {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return env.emulator.fetch(request);
  };
  const removeScript = installTestCaptcha(window, (input, init) => env.emulator.fetch(input, init), EMULATOR_URL);
  const kernel = createPortico({ appId: DEMO_APP_ID, apiUrl: EMULATOR_URL, plugins, fetch, storage: memoryStorage(), now: () => env.clock.now });
  /** The bodies the kernel sent to `path`, in order. */
  const bodiesTo = (path: string) =>
    Promise.all(requests.filter((request) => new URL(request.url).pathname === path).map((request) => request.clone().json() as Promise<Record<string, unknown>>));
  return { kernel, bodiesTo, removeScript };
}
