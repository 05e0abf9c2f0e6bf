import { withDetail, type PorticoError } from '../../kernel/index';
import type { TelegramMessages } from './messages';

/** Section 8's Telegram detail for a provider code, and whether trying again can help. */
function telegramDetail(error: PorticoError, m: TelegramMessages): { text: string; retryable: boolean } | null {
  switch (error.code) {
    case 'linked_to_another_user':
      return { text: m.linkedToAnotherUser, retryable: false };
    case 'disallowed_login_method':
      return { text: m.notAllowed, retryable: false };
    case 'invalid_data':
    case 'cannot_link_more_of_type':
    case 'invalid_credentials':
      return { text: m.tryAgain, retryable: true };
    case 'too_many_requests':
      return { text: /rate.?limit/i.test(error.shortMessage) ? m.rateLimited : m.tooManyRequests, retryable: error.retryable };
    default:
      return null;
  }
}

/**
 * The error a Telegram flow reports: the server's message with section 8's detail (`details`) and retryability.
 * Codes without a Telegram detail (allowlist, user limit, network...) are left as they are.
 */
export function telegramFailure(error: PorticoError, m: TelegramMessages): PorticoError {
  const detail = telegramDetail(error, m);
  return detail ? withDetail(error, detail.text, detail.retryable) : error;
}
