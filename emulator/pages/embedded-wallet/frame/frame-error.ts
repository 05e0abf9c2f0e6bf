import type { FrameErrorBody, FrameErrorCode, RecoveryMethod } from './protocol';

/** A failure the frame answers with its code (protocol.ts lists them); anything else is answered as `error`. */
export class FrameError extends Error {
  constructor(
    readonly code: FrameErrorCode,
    message: string,
    readonly recoveryMethod?: RecoveryMethod,
  ) {
    super(message);
    this.name = 'FrameError';
  }

  toBody(): FrameErrorBody {
    return { code: this.code, message: this.message, ...(this.recoveryMethod && { recoveryMethod: this.recoveryMethod }) };
  }
}
