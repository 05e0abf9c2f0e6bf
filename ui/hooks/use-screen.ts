'use client';
import type { KernelState } from '../../kernel/index';
import { useKernel } from '../context';
import { useKernelState } from './use-kernel-state';

const selectData = (state: KernelState) => state.modal.data;

/** What every screen needs: navigation and the data it was opened with. */
export function useScreen<D extends Record<string, unknown> = Record<string, unknown>>() {
  const kernel = useKernel();
  const data = useKernelState(selectData) as Partial<D>;
  return { kernel, navigation: kernel.navigation, data };
}
