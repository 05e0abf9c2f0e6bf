import { PorticoError, userRejected } from './errors';
import type { EventBus, PromptIntent } from './events';
import type { ModalState, Navigation, ScreenOptions } from './navigation';
import type { Store } from './store';

export interface PromptOptions extends ScreenOptions {
  intent: PromptIntent;
  data?: Record<string, unknown>;
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
}

export function createPrompts(store: Store<{ modal: ModalState }>, navigation: Navigation, events: EventBus): Prompts {
  let pending: Pending | null = null;

  const settle = (finish: (prompt: Pending) => void) => {
    const prompt = pending;
    if (!prompt) return;
    pending = null;
    finish(prompt);
    navigation.close();
  };

  // Closing the modal, whatever closed it (close button, Escape, backdrop), is the person saying no.
  const unsubscribe = store.subscribe(() => {
    if (!pending || store.getSnapshot().modal.open) return;
    const prompt = pending;
    pending = null;
    const error = userRejected();
    events.emit('error', { error, intent: prompt.intent });
    prompt.reject(error);
  });

  return {
    open<T>(screen: string, { intent, data = {}, closeable }: PromptOptions) {
      if (store.getSnapshot().modal.open) {
        return Promise.reject(new PorticoError('modal_busy', 'The modal is showing another flow'));
      }
      return new Promise<T>((resolve, reject) => {
        pending = { intent, resolve: resolve as (value: unknown) => void, reject };
        navigation.open({ screen, intent, data, ...(closeable !== undefined && { closeable }) });
      });
    },
    resolve(value) {
      settle((prompt) => {
        navigation.succeed();
        prompt.resolve(value);
      });
    },
    reject(error) {
      settle((prompt) => prompt.reject(error));
    },
    destroy: unsubscribe,
  };
}
