import type { KernelState, PorticoKernel } from '../../kernel/index';
import { availableLoginMethods } from '../landing-methods';
import { preloadScreen } from '../lazy-screen';
import { preloadMark } from '../primitives/MarkIcon';

// The state each kernel's landing was last prefetched for (a method's availability reads the app configuration, or
// its plugin's state): a second call with the same does nothing.
const prefetched = new WeakMap<PorticoKernel, Pick<KernelState, 'appConfig' | 'plugins'>>();

/**
 * Fetches the inline forms and the marks of the login methods the app enables, so a landing shown with their code
 * here renders at once, not after React's 300 ms fallback throttle. Nothing before the app configuration loads.
 * Loaded with `import()` by prefetch-modal.ts: its code stays out of the host's first load, as the landing's does.
 */
export function prefetchLanding(kernel: PorticoKernel): void {
  const { appConfig, plugins } = kernel.getSnapshot();
  const last = prefetched.get(kernel);
  if (last?.appConfig === appConfig && last.plugins === plugins) return;
  prefetched.set(kernel, { appConfig, plugins });
  for (const method of availableLoginMethods(kernel.plugins, appConfig)) {
    if (method.kind === 'input') preloadScreen(method.inline);
    if (method.icon) preloadMark(method.icon).catch(() => {});
  }
}
