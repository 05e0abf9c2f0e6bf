'use client';
import { useMemo } from 'react';
import type { KernelState } from '../../kernel/index';
import { useKernel } from '../context';
import { useMessages } from '../use-messages';
import { useKernelState } from '../hooks/use-kernel-state';
import { ScreenBackContext } from '../hooks/use-screen-back';
import { useHeaderBack } from './header-back';
import { ModalShell } from './ModalShell';
import { ScreenRouter } from './ScreenRouter';

const selectOpen = (state: KernelState) => state.modal.open;
const selectCloseable = (state: KernelState) => state.modal.closeable;
const selectAccent = (state: KernelState) => state.appConfig?.accentColor ?? null;
const selectScheme = (state: KernelState) => state.appConfig?.appearance.colorScheme ?? null;

function systemScheme(): 'light' | 'dark' {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The modal: the shell around the current screen, themed by the app configuration and the host. */
export function PorticoModal({ standalone = false }: { standalone?: boolean }) {
  const kernel = useKernel();
  const messages = useMessages();
  const open = useKernelState(selectOpen);
  const { onBack, slot } = useHeaderBack();
  const closeable = useKernelState(selectCloseable);
  const accent = useKernelState(selectAccent);
  const scheme = useKernelState(selectScheme);
  const appearance = kernel.config.appearance;

  const theme = useMemo(() => {
    const colorScheme = appearance?.theme ?? (scheme === 'system' ? systemScheme() : (scheme ?? 'light'));
    const accentColor = appearance?.accentColor ?? accent;
    return { colorScheme, ...(accentColor && { accent: accentColor }) };
  }, [appearance, scheme, accent]);

  return (
    <ModalShell
      open={open || standalone}
      standalone={standalone}
      onClose={() => kernel.navigation.close()}
      closeable={closeable}
      {...(onBack && { onBack })}
      theme={theme}
      footer={appearance?.footer === false ? null : (appearance?.footer ?? messages.protectedBy)}
      messages={messages}
    >
      <ScreenBackContext value={slot}>
        <ScreenRouter />
      </ScreenBackContext>
    </ModalShell>
  );
}
