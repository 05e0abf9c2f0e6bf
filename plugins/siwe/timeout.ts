import type { Eip1193Provider } from './eip1193';

/** Section 9 names a default wallet request time-out without its value: two minutes to find, unlock and answer. */
export const WALLET_REQUEST_TIMEOUT_MS = 120_000;

/** The provider, with each request failing as `timedOut()` once `ms` pass without an answer. */
export function withTimeout(provider: Eip1193Provider, ms: number, timedOut: () => Error): Eip1193Provider {
  return {
    request: (args) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(timedOut()), ms);
        provider.request(args).then(resolve, reject).finally(() => clearTimeout(timer));
      }),
  };
}
