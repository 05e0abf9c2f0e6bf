'use client';
import type { KernelState, Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import type { CrossAppPlugin } from './index';
import type { CrossAppState } from './state';

const selectCrossApp = (state: KernelState) => state.plugins['cross-app'] as CrossAppState;

/** The cross-app plugin's actions and state (the provider was given `crossApp()`): call login and link in a click. */
export function useCrossApp() {
  const crossApp = (useKernel() as Portico<[CrossAppPlugin]>)['cross-app'];
  const state = useKernelState(selectCrossApp);
  return { ...crossApp, state };
}
