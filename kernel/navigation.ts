import { AUTH_FLOW_RESET_DELAY_MS } from './constants';
import { PorticoError } from './errors';
import type { EventBus, FlowIntent } from './events';
import type { Store } from './store';
import type { PorticoUser } from './user';

export interface ModalState {
  open: boolean;
  screen: string | null;
  lastScreen: string | null;
  history: readonly string[];
  intent: FlowIntent | null;
  /** Set when the flow reached its goal, so closing is not reported as an exit. */
  succeeded: boolean;
  /** Data handed to the current screen (an error, an address...). */
  data: Readonly<Record<string, unknown>>;
  /** False while a flow the SDK started must finish (an automatic password step): no close button, Escape or backdrop. */
  closeable: boolean;
}

export const initialModalState: ModalState = {
  open: false,
  screen: null,
  lastScreen: null,
  history: [],
  intent: null,
  succeeded: false,
  data: {},
  closeable: true,
};

export interface ScreenOptions {
  /** See ModalState.closeable; navigating without it keeps the current value. */
  closeable?: boolean;
}

export interface Navigation {
  open(options: { screen?: string | null; intent: FlowIntent; data?: Record<string, unknown> } & ScreenOptions): void;
  navigate(screen: string, data?: Record<string, unknown>, options?: ScreenOptions): void;
  back(): void;
  /** Empties the screen stack, keeping the modal open or closed as it is. */
  reset(): void;
  /** Marks the flow as reached its goal and reports `flowComplete`; closing then is not an exit. */
  succeed(): void;
  close(): void;
}

interface WithModal {
  modal: ModalState;
  user: PorticoUser | null;
}

/** The modal's state machine, React-free: screens are plain names, the UI decides how to show them. */
export function createNavigation<S extends WithModal>(
  store: Store<S>,
  events: EventBus,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): Navigation {
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  const update = (change: (modal: ModalState) => ModalState) =>
    store.setState((state) => ({ ...state, modal: change(state.modal) }));

  return {
    open({ screen = null, intent, data = {}, closeable = true }) {
      timers.clearTimeout(resetTimer);
      update(() => ({ ...initialModalState, open: true, screen, intent, data, closeable }));
    },
    navigate(screen, data = {}, { closeable } = {}) {
      update((modal) => ({
        ...modal,
        screen,
        closeable: closeable ?? modal.closeable,
        lastScreen: modal.screen,
        // An empty screen is the landing screen (section 2.5), and going back must find it.
        history: [...modal.history, modal.screen ?? 'LANDING'],
        data,
      }));
    },
    back() {
      update((modal) => {
        const previous = modal.history.at(-1);
        if (previous === undefined) return modal;
        return { ...modal, screen: previous, lastScreen: modal.screen, history: modal.history.slice(0, -1), data: {} };
      });
    },
    reset() {
      update((modal) => ({ ...modal, screen: null, lastScreen: null, history: [], data: {} }));
    },
    succeed() {
      const { modal, user } = store.getSnapshot();
      if (modal.succeeded) return;
      update((current) => ({ ...current, succeeded: true }));
      if (modal.intent) events.emit('flowComplete', { intent: modal.intent, user });
    },
    close() {
      const { modal } = store.getSnapshot();
      if (!modal.open) return;
      update((current) => ({ ...current, open: false }));
      // Login and link report their exits here; a prompt's own promise rejects (prompts.ts).
      if ((modal.intent === 'login' || modal.intent === 'link') && !modal.succeeded) {
        const code = modal.intent === 'login' ? 'exited_auth_flow' : 'exited_link_flow';
        events.emit('error', { error: new PorticoError(code, 'User exited the flow'), intent: modal.intent });
      }
      // The closing animation still shows the last screen; reset once it is gone.
      timers.clearTimeout(resetTimer);
      resetTimer = timers.setTimeout(() => update(() => initialModalState), AUTH_FLOW_RESET_DELAY_MS);
    },
  };
}
