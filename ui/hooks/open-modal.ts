import { PorticoError, type PorticoKernel } from '../../kernel/index';

/** Screens a login may open on while nobody is logged in (section 2.5); anything else starts empty. */
const UNAUTHENTICATED_INITIAL_SCREENS = new Set(['LANDING', 'CONNECT_ONLY_LANDING_SCREEN']);

function initialScreen(screen: string | null, authenticated: boolean): string | null {
  if (authenticated || screen === null || UNAUTHENTICATED_INITIAL_SCREENS.has(screen)) return screen;
  return null;
}

function accountScreen(kernel: PorticoKernel, method: string, kind: 'link' | 'update'): { screen: string; data: Record<string, unknown> } | null {
  for (const plugin of kernel.plugins) {
    const entry = plugin.accountScreens?.[method];
    const screen = entry?.[kind];
    if (screen) return { screen, data: { ...entry?.data } };
  }
  return null;
}

/** Opens the modal for a login, or for linking / updating an account of `method`. */
export function openModal(kernel: PorticoKernel, kind: 'login' | 'link' | 'update', method?: string, screen: string | null = null): void {
  const { status, user } = kernel.getSnapshot();
  const authenticated = status === 'authenticated';
  if (kind === 'login') {
    if (authenticated && !user?.isGuest) {
      console.warn('[portico] login() was called, but the user is already logged in.');
      return;
    }
    kernel.navigation.open({ intent: 'login', screen: initialScreen(screen, authenticated) });
    return;
  }
  const fail = (error: PorticoError) => kernel.reportError(error, 'link');
  if (!authenticated) {
    fail(new PorticoError('must_be_authenticated', 'User must be authenticated before linking an account.'));
    return;
  }
  const target = method ? accountScreen(kernel, method, kind) : null;
  if (!target) {
    fail(new PorticoError('failed_to_link_account', `No enabled plugin can ${kind} an account of type "${method}".`));
    return;
  }
  kernel.navigation.open({ intent: 'link', ...target });
}
