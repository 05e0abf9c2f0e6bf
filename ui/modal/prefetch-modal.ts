import type { ComponentType } from 'react';
import type { PorticoKernel } from '../../kernel/index';

type ModalComponent = ComponentType<{ standalone?: boolean }>;

let modalModule: Promise<{ PorticoModal: ModalComponent }> | null = null;
let modalComponent: ModalComponent | undefined;

/** The modal's code (shell, router, landing and the shell's screens), fetched once; a failed fetch is tried again next time. */
export function loadModal(): Promise<{ PorticoModal: ModalComponent }> {
  modalModule ??= import('./PorticoModal').then(
    (module) => {
      modalComponent = module.PorticoModal;
      return module;
    },
    (error: unknown) => {
      modalModule = null;
      throw error;
    },
  );
  return modalModule;
}

/** The modal's component once its code is here, so an opening renders it at once rather than through a fallback. */
export function loadedModal(): ModalComponent | undefined {
  return modalComponent;
}

/**
 * Fetches what a first opening shows: the modal's code, and the inline forms and marks of the login methods the app
 * enables (prefetch-landing.ts, fetched beside the modal's code rather than after it). Errors are left to the
 * opening, which loads again.
 */
export function prefetchModal(kernel: PorticoKernel): void {
  loadModal().catch(() => {});
  import('./prefetch-landing').then(({ prefetchLanding }) => prefetchLanding(kernel)).catch(() => {});
}

/**
 * Runs `task` when the browser is next idle (requestIdleCallback, or a 200 ms timer where it is missing); returns
 * its cancellation.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
