import { toPorticoError, type PorticoKernel } from '../kernel/index';

/** Moves the modal to the screen an error maps to: its own outcome screen, else ERROR_SCREEN. */
export function showError(kernel: PorticoKernel, error: unknown): void {
  const failure = toPorticoError(error);
  const { screen } = kernel.describeError(failure);
  kernel.navigation.navigate(screen ?? 'ERROR_SCREEN', { error: failure });
  kernel.reportError(failure, kernel.getSnapshot().modal.intent);
}
