'use client';
import { useMemo, useRef, useState } from 'react';
import type { KernelState } from '../../kernel/index';
import { useKernel } from '../context';
import { useKernelState } from '../hooks/use-kernel-state';
import type { ScreenBackSlot } from '../hooks/use-screen-back';
import { findScreenEntry } from '../screen-entry';

const selectScreen = (state: KernelState) => state.modal.screen;
const selectOwner = (state: KernelState) => state.modal.data.plugin;
const selectCanGoBack = (state: KernelState) => state.modal.history.length > 0;

/**
 * The one rule for the header's back control, for the screen on show: what the screen declares (`useScreenBack`),
 * else none on a screen registered with `back: false`, else a step back when the modal's history has a screen.
 * Returns the control's action (none: no control) and the slot screens declare through.
 */
export function useHeaderBack(): { onBack: (() => void) | undefined; slot: ScreenBackSlot } {
  const kernel = useKernel();
  const [declared, declare] = useState<'none' | 'own' | undefined>();
  const own = useRef<(() => void) | null>(null);
  const slot = useMemo(() => ({ declare, own }), []);
  const screen = useKernelState(selectScreen);
  const owner = useKernelState(selectOwner);
  const canGoBack = useKernelState(selectCanGoBack);

  if (declared === 'own') return { onBack: () => own.current?.(), slot };
  const terminal = screen !== null && findScreenEntry(kernel.plugins, screen, owner)?.back === false;
  if (declared === 'none' || terminal || !canGoBack) return { onBack: undefined, slot };
  return { onBack: () => kernel.navigation.back(), slot };
}
