import type { FlowIntent, PorticoError } from '../../kernel/index';
import type { CrossAppConnection } from '../../schemas/cross-app';

export const CROSS_APP_AUTH_SCREEN = 'CROSS_APP_AUTH_SCREEN';
/** The screen data key that makes opening CROSS_APP_AUTH_SCREEN start a flow with that provider app. */
export const START_PROVIDER_APP = 'crossAppProvider';

export type CrossAppStatus = 'idle' | 'awaiting-provider' | 'verifying' | 'connected' | 'failed';

export interface CrossAppState {
  /** The requester app's provider apps; null until loaded. */
  connections: CrossAppConnection[] | null;
  status: CrossAppStatus;
  providerAppId: string | null;
  intent: FlowIntent | null;
  error: PorticoError | null;
}

export const initialState: CrossAppState = { connections: null, status: 'idle', providerAppId: null, intent: null, error: null };
