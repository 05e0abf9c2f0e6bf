'use client';
import { useKernel } from './context';
import { MarkIcon } from './primitives/MarkIcon';

/** The mark an enabled plugin gives a login method (`google`, `email`, ...); a neutral mark otherwise. */
export function LoginMethodMark({ method }: { method: string }) {
  const kernel = useKernel();
  const load = kernel.plugins.flatMap((plugin) => plugin.loginMethods ?? []).find((entry) => entry.key === method)?.icon;
  return <MarkIcon load={load} />;
}
