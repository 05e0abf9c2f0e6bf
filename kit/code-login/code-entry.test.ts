import { describe, expect, it } from 'vitest';
import { PorticoError, type ErrorCode } from '../../kernel/index';
import { codeEntryOutcome } from './code-entry';

const error = (code: ErrorCode, message = 'x', status: number | null = null) => new PorticoError(code, message, { status });

describe('codeEntryOutcome', () => {
  it('maps code-entry failures per section 8', () => {
    expect(codeEntryOutcome(error('invalid_credentials'))).toEqual({ kind: 'message', message: 'Invalid or expired verification code' });
    expect(codeEntryOutcome(error('cannot_link_more_of_type', 'User already has an account of type email linked.'))).toEqual({
      kind: 'message',
      message: 'User already has an account of type email linked.',
    });
    expect(codeEntryOutcome(error('max_accounts_reached'))).toEqual({ kind: 'screen', screen: 'USER_LIMIT_REACHED_SCREEN' });
    expect(codeEntryOutcome(error('user_does_not_exist'))).toEqual({ kind: 'screen', screen: 'ACCOUNT_NOT_FOUND_SCREEN' });
    expect(codeEntryOutcome(error('linked_to_another_user'))).toEqual({ kind: 'screen', screen: 'ERROR_SCREEN' });
    expect(codeEntryOutcome(error('network_error'))).toEqual({ kind: 'message', message: 'Issue verifying code' });
  });
});
