import type { MfaMethodType } from '../../schemas/index';
import type { MfaReason } from './state';

declare module '../../kernel/events' {
  interface PromptIntentRegistry {
    mfa: true;
  }
  interface PorticoEvents {
    /** A verification started: a headless host (noPromptOnMfaRequired) answers it with `mfa.init` / `mfa.submit`. */
    'mfa:required': { reason: MfaReason; methods: MfaMethodType[] };
  }
}
