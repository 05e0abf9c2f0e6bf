import { AckSchema } from '../schemas/index';
import type { Api } from './api';

export interface Analytics {
  track(eventName: string, payload?: Record<string, unknown>): void;
}

/** Fire-and-forget analytics: never retried, failures ignored, never blocks a flow. */
export function createAnalytics(api: Api, analyticsId: string, now: () => number = Date.now): Analytics {
  return {
    track(eventName, payload = {}) {
      api
        .post(
          '/api/v1/analytics_events',
          { event_name: eventName, client_id: analyticsId, payload: { ...payload, clientTimestamp: new Date(now()).toISOString() } },
          AckSchema,
          { retry: false },
        )
        .catch(() => {});
    },
  };
}
