import type { PorticoError } from '../../kernel/index';
import type { MfaMethodType } from '../../schemas/index';

/** Why a verification is asked for: the service's reasons, and changing the user's own methods. */
export type MfaReason = 'sign' | 'transaction' | 'export' | 'enroll' | 'unenroll';

export type MfaStatus = 'idle' | 'awaiting-code' | 'verifying' | 'verified' | 'failed';

export interface MfaState {
  status: MfaStatus;
  /** The method being verified with, once one was started. */
  method: MfaMethodType | null;
  reason: MfaReason | null;
  /** Wrong answers in this verification (section 9 allows 4). */
  attempts: number;
  /** The last failure; max attempts and timeout ones end the verification. */
  error: PorticoError | null;
}

export const initialMfaState: MfaState = { status: 'idle', method: null, reason: null, attempts: 0, error: null };

/** Section 9. */
export const MFA_MAX_ATTEMPTS = 4;
export const MFA_CODE_WAIT_MS = 300_000;
