'use client';
import { useMemo } from 'react';
import type { AnyPlugin, KernelState, Portico, PorticoUser } from '../../kernel/index';
import { useKernel } from '../context';
import { useKernelState } from './use-kernel-state';
import { openModal } from './open-modal';

const selectReady = (state: KernelState) => state.ready;
const selectUser = (state: KernelState) => state.user;
const selectStatus = (state: KernelState) => state.status;

export interface UsePorticoResult<P extends readonly AnyPlugin[] = []> {
  ready: boolean;
  authenticated: boolean;
  user: PorticoUser | null;
  /** Opens the login modal. */
  login(): void;
  logout(): Promise<void>;
  getAccessToken(): Promise<string | null>;
  /** Opens the link screen of a login method whose plugin is enabled (e.g. 'email'). */
  link(method: string): void;
  /** Opens the update screen of a login method whose plugin is enabled (e.g. 'email'). */
  update(method: string): void;
  /** The kernel: events (`portico.on`), tokens, and the actions of the plugins named in `P` (`portico.email.unlink`). */
  portico: Portico<P>;
}

/** Pass your plugin list's type to reach plugin actions: `usePortico<typeof plugins>().portico.email`. */
export function usePortico<P extends readonly AnyPlugin[] = []>(): UsePorticoResult<P> {
  const kernel = useKernel();
  const ready = useKernelState(selectReady);
  const user = useKernelState(selectUser);
  const status = useKernelState(selectStatus);
  const actions = useMemo(
    () => ({
      login: () => openModal(kernel, 'login'),
      logout: () => kernel.logout(),
      getAccessToken: () => kernel.getAccessToken(),
      link: (method: string) => openModal(kernel, 'link', method),
      update: (method: string) => openModal(kernel, 'update', method),
    }),
    [kernel],
  );
  // The provider was given these plugins; the type parameter only names them.
  return { ready, authenticated: status === 'authenticated', user, portico: kernel as Portico<P>, ...actions };
}
