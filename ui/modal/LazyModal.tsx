'use client';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { KernelState } from '../../kernel/index';
import { useKernel } from '../context';
import { useKernelState } from '../hooks/use-kernel-state';
import { loadedModal, loadModal, prefetchModal, whenIdle } from './prefetch-modal';

const LazyPorticoModal = lazy(async () => ({ default: (await loadModal()).PorticoModal }));

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
  const [Modal, setModal] = useState<ComponentType<{ standalone?: boolean }> | null>(null);
  if ((open || standalone) && !Modal) setModal(() => loadedModal() ?? LazyPorticoModal);

  const wanted = Modal !== null;
  useEffect(() => {
    if (!ready || wanted) return;
    return whenIdle(() => prefetchModal(kernel));
  }, [kernel, ready, wanted]);

  return Modal ? (
    <Suspense fallback={null}>
      <Modal standalone={standalone} />
    </Suspense>
  ) : null;
}
