import type { PorticoKernel } from '../kernel/index';

/**
 * After a successful step: a login that still needs the user's consent to the terms goes to
 * AFFIRMATIVE_CONSENT_SCREEN; anything else completes the flow and closes the modal.
 */
export function finishFlow(kernel: PorticoKernel): void {
  const { modal, user, appConfig } = kernel.getSnapshot();
  const needsConsent = modal.intent === 'login' && appConfig?.legal.requireUsersAcceptTerms && !user?.hasAcceptedTerms;
  if (needsConsent) {
    kernel.navigation.navigate('AFFIRMATIVE_CONSENT_SCREEN');
    return;
  }
  kernel.navigation.succeed();
  kernel.navigation.close();
}
