import type { PorticoError } from '../../kernel/index';

// The plugin's names and state, apart from its actions: the lazily loaded flows (./flows) share them.
export const AWAITING_FARCASTER_CONNECTION = 'AWAITING_FARCASTER_CONNECTION';
export const AWAITING_FARCASTER_SIGNER = 'AWAITING_FARCASTER_SIGNER';

/** AWAITING_FARCASTER_CONNECTION's states: `awaiting` the approval in the Farcaster app, then `verifying` it. */
export type FarcasterStatus = 'idle' | 'awaiting' | 'verifying' | 'success' | 'error';
export type FarcasterSignerStatus = 'idle' | 'awaiting' | 'approved' | 'error';

export interface FarcasterState {
  status: FarcasterStatus;
  /** The link the Farcaster app opens (shown as a QR code), once the channel exists. */
  connectUri: string | null;
  error: PorticoError | null;
  signer: { status: FarcasterSignerStatus; approvalUrl: string | null; error: PorticoError | null };
}

export const idleSigner: FarcasterState['signer'] = { status: 'idle', approvalUrl: null, error: null };
