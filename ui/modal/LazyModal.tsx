'use client';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { codeLoadFailed, type KernelState } from '../../kernel/index';
import { useKernel } from '../context';
import { useKernelState } from '../hooks/use-kernel-state';
import { LoadFailure } from '../load-failure';
import { loadedModal, loadModal, prefetchModal, whenIdle } from './prefetch-modal';

type ModalComponent = ComponentType<{ standalone?: boolean }>;

// A new one for each try: a lazy component keeps its failure for good.
const lazyModal = (): ModalComponent => lazy(async () => ({ default: (await loadModal()).PorticoModal }));

const selectOpen = (state: KernelState) => state.modal.open;
const selectReady = (state: KernelState) => state.ready;

/**
 * The modal's code (shell, router, landing and core screens) and the landing's inline forms stay out of the host's
 * first load: they are fetched when the page is idle after the kernel is ready, or at once when the modal opens first.
 */
export function LazyModal({ standalone = false }: { standalone?: boolean }) {
  const kernel = useKernel();
  const open = useKernelState(selectOpen);
  const ready = useKernelState(selectReady);
  // Chosen when first wanted and kept, so React never remounts the modal: its code itself when a prefetch brought it
  // (a lazy component would show its fallback first, even with its code here), else the lazy one. Once shown it
  // stays mounted, so its exit transition and focus return run.
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  if ((open || standalone) && !Modal) setModal(() => loadedModal() ?? lazyModal());

  // Its code could not be fetched: the flow ends with a network error and the modal closes, so the host's page stays
  // and the next opening loads again (a standalone one, always wanted, would otherwise try again at once, forever).
  function failed(cause: unknown) {
    kernel.reportError(codeLoadFailed('shows the login modal', cause), kernel.getSnapshot().modal.intent);
    kernel.navigation.close();
    if (!standalone) setModal(null);
  }

  const wanted = Modal !== null;
  useEffect(() => {
    if (!ready || wanted) return;
    return whenIdle(() => prefetchModal(kernel));
  }, [kernel, ready, wanted]);

  return Modal ? (
    <LoadFailure fallback={null} onFailure={failed}>
      <Suspense fallback={null}>
        <Modal standalone={standalone} />
      </Suspense>
    </LoadFailure>
  ) : null;
}
