import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import type { EmulatorEnv } from './context';
import { errorResponse } from '../shared/http-error';

/** Marks an answer that must never reach the caller; the in-process fetch turns it into a network error. */
export const DROPPED_HEADER = 'x-portico-emulator-dropped';

export const Fault = z.object({
  /** Exact request path, e.g. `/api/v1/sessions`. */
  path: z.string().check(z.startsWith('/'), z.maxLength(512)),
  method: z.optional(z.string().check(z.maxLength(16))),
  status: z.optional(z.int().check(z.gte(400), z.lte(599))),
  latency_ms: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
  drop: z.optional(z.boolean()),
  /** How many requests it affects; unlimited when absent. */
  times: z.optional(z.int().check(z.gte(1))),
});
export type Fault = z.output<typeof Fault>;

export const FaultsRequest = z.object({ faults: z.array(Fault).check(z.maxLength(100)) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reliability tests set faults on API paths: extra latency, an error status, or a dropped connection. */
export function createFaultInjector() {
  let faults: Fault[] = [];

  /** The first fault matching the request, counting one use of it. */
  function take(method: string, path: string): Fault | undefined {
    const index = faults.findIndex((f) => f.path === path && (!f.method || f.method.toUpperCase() === method));
    const fault = faults[index];
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      const left = fault.times - 1;
      faults = faults.flatMap((f, i) => (i !== index ? [f] : left > 0 ? [{ ...f, times: left }] : []));
    }
    return fault;
  }

  return {
    list: () => faults,
    replace: (next: Fault[]) => {
      faults = next;
    },
    middleware: createMiddleware<EmulatorEnv>(async (c, next) => {
      const fault = take(c.req.method, c.req.path);
      if (!fault) return next();
      if (fault.latency_ms) await sleep(fault.latency_ms);
      if (fault.drop) {
        c.env?.incoming?.socket.destroy();
        return c.body(null, 503, { [DROPPED_HEADER]: '1' });
      }
      if (fault.status) {
        const status = fault.status as ContentfulStatusCode;
        return errorResponse(c, status, 'injected_fault', `Injected fault (status ${status})`);
      }
      return next();
    }),
  };
}
export type FaultInjector = ReturnType<typeof createFaultInjector>;
