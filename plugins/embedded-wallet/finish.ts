import type { PorticoKernel } from '../../kernel/index';

/**
 * Ends a wallet screen's flow, wherever it was opened: a login's post-login step moves the login on, a prompt
 * (sign, recovery) resolves its opener and closes.
 */
export function finishFlow(kernel: PorticoKernel): void {
  if (kernel.getSnapshot().modal.intent === 'login') kernel.continueFlow();
  else kernel.prompts.resolve(true);
}

/**
 * Ends it after a failure the screen has shown: a prompt rejects its opener; a login's step is left, so the login
 * ends without the wallet (the next login asks again) rather than holding the person on a screen they cannot fix.
 */
export function failFlow(kernel: PorticoKernel, error: unknown): void {
  if (kernel.getSnapshot().modal.intent === 'login') kernel.navigation.close();
  else kernel.prompts.reject(error);
}
