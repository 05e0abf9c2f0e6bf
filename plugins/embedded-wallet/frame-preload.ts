import type { KernelState, PluginContext } from '../../kernel/index';
import { createOnLoginMode, type CreateOnLogin } from './creation';
import type { FrameHost } from './frame-host';

/**
 * A login flow has started in the modal: under the login intent, a screen past the landing shows (the code screen,
 * a social login's wait, a passkey prompt…), whatever the method. The landing is `null` (or `LANDING` after Back).
 */
const loginStarted = ({ modal }: KernelState) => modal.open && modal.intent === 'login' && modal.screen !== null && modal.screen !== 'LANDING';

/**
 * Issue 29: the login that creates the wallet needs the provider's frame right after it, and loading the frame then
 * adds its load to the wait. So once a login starts in the modal, the frame starts loading, in parallel with the
 * person typing their code: only when the app configuration is loaded and says logins create the wallet, and once per
 * kernel. A headless login (no modal) loads the frame at its first request, as before. Returns the unsubscribe.
 */
export function preloadFrameOnLogin(ctx: PluginContext, frame: FrameHost, createOnLogin: CreateOnLogin | undefined): () => void {
  let stop = () => {};
  const check = () => {
    const state = ctx.getState();
    if (!state.appConfig || createOnLoginMode(createOnLogin, state.appConfig) === 'off' || !loginStarted(state)) return;
    stop();
    frame.preload?.();
  };
  stop = ctx.subscribe(check);
  check();
  return () => stop();
}
