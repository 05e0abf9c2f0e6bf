import type { PorticoError } from '../../kernel/index';

export type CodeEntryOutcome = { kind: 'message'; message: string } | { kind: 'screen'; screen: string };

/** The code-entry table of section 8: what a failed code submission shows. */
export function codeEntryOutcome(error: PorticoError): CodeEntryOutcome {
  switch (error.code) {
    case 'invalid_credentials':
      return { kind: 'message', message: 'Invalid or expired verification code' };
    case 'cannot_link_more_of_type':
      return { kind: 'message', message: error.shortMessage };
    case 'max_accounts_reached':
      return { kind: 'screen', screen: 'USER_LIMIT_REACHED_SCREEN' };
    case 'user_does_not_exist':
      return { kind: 'screen', screen: 'ACCOUNT_NOT_FOUND_SCREEN' };
    case 'linked_to_another_user':
      return { kind: 'screen', screen: 'ERROR_SCREEN' };
    default:
      return { kind: 'message', message: 'Issue verifying code' };
  }
}
