'use client';
import { lazy, Suspense } from 'react';
import { useKernel } from './context';

// Marks are drawn by the modal's code; a page showing one loads that small chunk, not the modal.
const MarkIcon = lazy(async () => ({ default: (await import('./primitives/MarkIcon')).MarkIcon }));

/** The mark an enabled plugin gives a login method (`google`, `email`, ...); a neutral mark otherwise. */
export function LoginMethodMark({ method }: { method: string }) {
  const kernel = useKernel();
  const load = kernel.plugins.flatMap((plugin) => plugin.loginMethods ?? []).find((entry) => entry.key === method)?.icon;
  return (
    <Suspense fallback={<svg className="ptc-mark" width="20" height="20" aria-hidden="true" />}>
      <MarkIcon load={load} />
    </Suspense>
  );
}
