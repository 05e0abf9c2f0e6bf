import { PorticoError, userRejected } from './errors';
import type { EventBus, PromptIntent } from './events';
import type { ModalState, Navigation, ScreenOptions } from './navigation';
import type { Store } from './store';

export interface PromptOptions extends ScreenOptions {
  intent: PromptIntent;
  data?: Record<string, unknown>;
  /**
   * A step of the prompt on screen (an MFA check before a transaction is signed, funding it): shown in its place and,
   * once answered, gives the screen back as it was, instead of refusing with `modal_busy`. Opens normally when no
   * prompt is on screen.
   */
  over?: boolean;
}

/** A screen opened outside login and link (sign, transaction, recovery...), whose answer the opener awaits. */
export interface Prompts {
  /**
   * Opens the modal at `screen` and resolves with what the screen answers. Closing the modal rejects with the
   * user-rejected error (4001); a modal already showing another flow rejects with `modal_busy`.
   */
  open<T>(screen: string, options: PromptOptions): Promise<T>;
  /** The screen's answer: settles the open prompt and closes the modal. */
  resolve(value: unknown): void;
  /** The screen's failure, for errors the screen cannot show itself. */
  reject(error: unknown): void;
  destroy(): void;
}

interface Pending {
  intent: PromptIntent;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** A step over another prompt: that prompt's screen, restored when this one settles. */
  under?: Pick<ModalState, 'screen' | 'data' | 'closeable'>;
}

export function createPrompts(store: Store<{ modal: ModalState }>, navigation: Navigation, events: EventBus): Prompts {
  // The prompt on screen is the last; those below it wait for it (see PromptOptions.over).
  const pending: Pending[] = [];
  const setModal = (change: Partial<ModalState>) => store.setState((state) => ({ ...state, modal: { ...state.modal, ...change } }));

  const settle = (finish: (prompt: Pending) => void) => {
    const prompt = pending.pop();
    if (!prompt) return;
    if (prompt.under) {
      setModal({ ...prompt.under, lastScreen: store.getSnapshot().modal.screen });
      finish(prompt);
      return;
    }
    finish(prompt);
    navigation.close();
  };

  // Closing the modal, whatever closed it (close button, Escape, backdrop), is the person saying no to every prompt on it.
  const unsubscribe = store.subscribe(() => {
    if (pending.length === 0 || store.getSnapshot().modal.open) return;
    for (const prompt of pending.splice(0).reverse()) {
      const error = userRejected();
      events.emit('error', { error, intent: prompt.intent });
      prompt.reject(error);
    }
  });

  return {
    open<T>(screen: string, { intent, data = {}, closeable, over = false }: PromptOptions) {
      const { modal } = store.getSnapshot();
      if (modal.open && !(over && pending.length > 0)) {
        return Promise.reject(new PorticoError('modal_busy', 'The modal is showing another flow'));
      }
      return new Promise<T>((resolve, reject) => {
        const prompt: Pending = { intent, resolve: resolve as (value: unknown) => void, reject };
        if (modal.open) {
          prompt.under = { screen: modal.screen, data: modal.data, closeable: modal.closeable };
          pending.push(prompt);
          setModal({ screen, data, lastScreen: modal.screen, ...(closeable !== undefined && { closeable }) });
          return;
        }
        pending.push(prompt);
        navigation.open({ screen, intent, data, ...(closeable !== undefined && { closeable }) });
      });
    },
    resolve(value) {
      settle((prompt) => {
        if (!prompt.under) navigation.succeed();
        prompt.resolve(value);
      });
    },
    reject(error) {
      settle((prompt) => prompt.reject(error));
    },
    destroy: unsubscribe,
  };
}
