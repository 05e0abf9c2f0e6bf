import type { AppConfig } from '../schemas/index';
import { PorticoError } from './errors';
import type { Navigation } from './navigation';
import type { KernelState } from './state';
import type { Store } from './store';
import type { PorticoUser } from './user';

export interface PostLoginContext {
  user: PorticoUser;
  appConfig: AppConfig | null;
  /** The modal is open for this login, so a step may show a screen. */
  interactive: boolean;
}

export type StepOutcome = { kind: 'done' } | { kind: 'screen'; screen: string; data?: Record<string, unknown>; closeable?: boolean };

/** One thing every login does before it counts as finished (accept the terms, create a wallet...). */
export interface PostLoginStep {
  id: string;
  applies(context: PostLoginContext): boolean;
  /** Does the step's work when it can do it alone; names the screen when it needs the person. */
  run(context: PostLoginContext): Promise<StepOutcome>;
}

/** Terms first (section 4.2): a user who owes the app's terms accepts them before anything else happens. */
export const termsStep: PostLoginStep = {
  id: 'terms',
  applies: ({ user, appConfig }) => Boolean(appConfig?.legal.requireUsersAcceptTerms) && !user.hasAcceptedTerms,
  run: async () => ({ kind: 'screen', screen: 'AFFIRMATIVE_CONSENT_SCREEN' }),
};

export interface PostLogin {
  /**
   * Runs the steps that apply, in order, modal and headless alike. In the modal a step's screen is shown and
   * waited for (closing the modal rejects with exited_auth_flow); headless, a step that needs the person is left
   * in `pendingSteps` for the host to handle.
   */
  run(options: { interactive: boolean }): Promise<void>;
  /** A step's screen is done: the pipeline moves on. */
  continue(): void;
}

export function createPostLogin(store: Store<KernelState>, navigation: Navigation, steps: readonly PostLoginStep[]): PostLogin {
  /** Moves the pipeline past the screen it waits on. */
  let proceed: (() => void) | null = null;

  function untilContinued(): Promise<void> {
    return new Promise((resolve, reject) => {
      const unsubscribe = store.subscribe(() => {
        if (store.getSnapshot().modal.open) return;
        unsubscribe();
        proceed = null;
        reject(new PorticoError('exited_auth_flow', 'User exited the flow'));
      });
      proceed = () => {
        unsubscribe();
        resolve();
      };
    });
  }

  return {
    async run({ interactive }) {
      const pending: string[] = [];
      for (const step of steps) {
        const { user, appConfig } = store.getSnapshot();
        if (!user) return;
        const context = { user, appConfig, interactive };
        if (!step.applies(context)) continue;
        const outcome = await step.run(context);
        if (outcome.kind === 'done') continue;
        if (!interactive) {
          pending.push(step.id);
          continue;
        }
        navigation.navigate(outcome.screen, outcome.data, { closeable: outcome.closeable ?? true });
        await untilContinued();
      }
      store.setState((state) => ({ ...state, pendingSteps: pending }));
    },
    continue() {
      const current = proceed;
      proceed = null;
      current?.();
    },
  };
}
