'use client';
import { useEffect } from 'react';
import { useKernel } from './context';
import { openModal } from './hooks/open-modal';
import { LazyModal } from './modal/LazyModal';

/** The login widget rendered in place (standalone): no backdrop, no close button. */
export function InlineLogin() {
  const kernel = useKernel();
  useEffect(() => {
    if (!kernel.getSnapshot().modal.open) openModal(kernel, 'login');
  }, [kernel]);
  return <LazyModal standalone />;
}
