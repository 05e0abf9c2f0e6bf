'use client';
import { useEffect } from 'react';
import { useKernel, usePorticoContext } from './context';
import { openModal } from './hooks/open-modal';
import { LazyModal } from './modal/LazyModal';

/** The login widget rendered in place (standalone): no backdrop, no close button. */
export function InlineLogin() {
  const kernel = useKernel();
  const { mountInline } = usePorticoContext();
  useEffect(() => mountInline(), [mountInline]);
  useEffect(() => {
    if (!kernel.getSnapshot().modal.open) openModal(kernel, 'login');
  }, [kernel]);
  return <LazyModal standalone />;
}
