import { withDetail, PorticoError } from '../../kernel/index';
import type { FarcasterMessages } from './messages';

export const farcasterTimeout = (m: FarcasterMessages) =>
  new PorticoError('farcaster_timeout', m.timedOut, { details: m.timedOut, retryable: true });

/** Shown under the title 'Connect failed' (section 8). */
export const signerRejected = (m: FarcasterMessages) => new PorticoError('farcaster_signer_rejected', m.requestRejected, { retryable: true });

export const signerUnavailable = (why: string) => new PorticoError('farcaster_signer_unavailable', why);

/** Section 8's Farcaster detail for a provider code, and whether trying again can help. */
function farcasterDetail(error: PorticoError, m: FarcasterMessages): { text: string; retryable: boolean } | null {
  switch (error.code) {
    case 'linked_to_another_user':
      return { text: m.linkedToAnotherUser, retryable: false };
    case 'invalid_data':
    case 'invalid_credentials':
    case 'cannot_link_more_of_type':
    case 'network_error':
    case 'unknown_error':
      return { text: m.tryAgain, retryable: true };
    case 'too_many_requests':
      return { text: m.tooManyRequests, retryable: error.retryable };
    default:
      return null;
  }
}

/** The error a Farcaster login or link reports: the server's message with section 8's detail and retryability. */
export function farcasterFailure(error: PorticoError, m: FarcasterMessages): PorticoError {
  const detail = farcasterDetail(error, m);
  return detail ? withDetail(error, detail.text, detail.retryable) : error;
}
