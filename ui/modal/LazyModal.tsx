'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { KernelState } from '../../kernel/index';
import { useKernelState } from '../hooks/use-kernel-state';

const loadModal = () => import('./PorticoModal');
const PorticoModal = lazy(async () => ({ default: (await loadModal()).PorticoModal }));

const selectOpen = (state: KernelState) => state.modal.open;
const selectReady = (state: KernelState) => state.ready;

/**
 * The modal's code (shell, router, landing and core screens) stays out of the host's first load: it is
 * fetched when the page is idle after the kernel is ready, or at once when the modal opens first.
 */
export function LazyModal({ standalone = false }: { standalone?: boolean }) {
  const open = useKernelState(selectOpen);
  const ready = useKernelState(selectReady);
  // Once shown it stays mounted, so its exit transition and focus return run.
  const [wanted, setWanted] = useState(false);
  if ((open || standalone) && !wanted) setWanted(true);

  useEffect(() => {
    if (!ready || wanted) return;
    const idle = globalThis.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 200));
    idle(() => void loadModal().catch(() => {}));
  }, [ready, wanted]);

  return wanted ? (
    <Suspense fallback={null}>
      <PorticoModal standalone={standalone} />
    </Suspense>
  ) : null;
}
