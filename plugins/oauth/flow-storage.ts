import { appStorageKey, type FlowIntent, type KeyValueStorage, type LoginMode, type OAuthProvider } from '../../kernel/index';
import { isProvider } from './providers';

/** What a redirect flow needs back after the provider's page: PKCE verifier, state, and what the flow was for. */
export interface PendingFlow {
  provider: OAuthProvider;
  intent: FlowIntent;
  mode: LoginMode;
  verifier: string;
  state: string;
}

export interface FlowStorage {
  save(flow: PendingFlow): void;
  /** The pending flow, removed: a return is handled once. */
  take(): PendingFlow | null;
}

function isPendingFlow(value: unknown): value is PendingFlow {
  if (typeof value !== 'object' || value === null) return false;
  const flow = value as Record<string, unknown>;
  return (
    isProvider(flow.provider) &&
    (flow.intent === 'login' || flow.intent === 'link') &&
    (flow.mode === 'login-or-sign-up' || flow.mode === 'no-signup') &&
    typeof flow.verifier === 'string' &&
    typeof flow.state === 'string'
  );
}

/**
 * Session storage: the flow belongs to this tab and survives the round trip through the provider's page, but not
 * the tab. Read when used, never on import, so server rendering touches nothing. `fallback` serves where there is none.
 */
export function createFlowStorage(appId: string, fallback: KeyValueStorage): FlowStorage {
  const key = appStorageKey(appId, 'oauth-flow');
  const storage = (): KeyValueStorage => {
    try {
      return globalThis.sessionStorage ?? fallback;
    } catch {
      return fallback; // a blocked storage throws on access
    }
  };
  return {
    save: (flow) => storage().setItem(key, JSON.stringify(flow)),
    take() {
      const raw = storage().getItem(key);
      storage().removeItem(key);
      try {
        const parsed: unknown = raw === null ? null : JSON.parse(raw);
        return isPendingFlow(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
  };
}
