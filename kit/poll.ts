/** How a poll runs: every `intervalMs`, at most `timeoutMs` (then `timedOut()` is thrown), until `signal` aborts. */
export interface PollOptions {
  intervalMs: number;
  timeoutMs: number;
  timedOut: () => Error;
  signal?: AbortSignal;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * Asks `check` until it answers something other than undefined: at once, then every interval. A failing check
 * ends the poll with its error; an abort ends it with the signal's reason.
 */
export async function poll<T>(check: () => Promise<T | undefined>, { intervalMs, timeoutMs, timedOut, signal }: PollOptions): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    const answer = await check();
    if (answer !== undefined) return answer;
    if (Date.now() + intervalMs > deadline) throw timedOut();
    await pause(intervalMs, signal);
  }
}
