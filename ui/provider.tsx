'use client';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortico, type AnyPlugin, type ChainInput, type PorticoConfig, type PorticoKernel } from '../kernel/index';
import { PorticoContext } from './context';
import type { UiMessages } from './messages';
import { useTermsGuard } from './hooks/use-terms-guard';
import { LazyModal } from './modal/LazyModal';

interface CommonProps {
  /** Overrides for any string of the modal shell and shared screens. */
  messages?: Partial<UiMessages>;
  children?: ReactNode;
}

export type PorticoProviderProps<P extends readonly AnyPlugin[]> = CommonProps &
  (
    | {
        appId: string;
        apiUrl: string;
        plugins: P;
        config?: PorticoConfig;
        clientId?: string;
        /** The chains wallets may use (viem chain objects), and the default one (the first by default). */
        chains?: readonly ChainInput[];
        defaultChain?: ChainInput;
        kernel?: never;
      }
    /** A kernel made outside render, e.g. to use it outside React too. */
    | { kernel: PorticoKernel; appId?: never; apiUrl?: never; plugins?: never; config?: never; clientId?: never; chains?: never; defaultChain?: never }
  );

/**
 * Holds one kernel for the tree, starts it after mount (never on the server) and renders the modal. A kernel it made
 * is destroyed when it unmounts (its wallet frame, listeners and channels go with it); a host's own kernel is the
 * host's to destroy.
 */
export function PorticoProvider<const P extends readonly AnyPlugin[]>(props: PorticoProviderProps<P>) {
  const [kernel] = useState<PorticoKernel>(
    () =>
      props.kernel ??
      createPortico({
        appId: props.appId,
        apiUrl: props.apiUrl,
        plugins: props.plugins,
        ...(props.config && { config: props.config }),
        ...(props.clientId && { clientId: props.clientId }),
        ...(props.chains && { chains: props.chains }),
        ...(props.defaultChain && { defaultChain: props.defaultChain }),
      }),
  );
  const made = !props.kernel;
  const pendingDestroy = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(pendingDestroy.current);
    void kernel.start();
    // A task later: StrictMode unmounts and mounts again at once, and the same kernel must live on then.
    if (made) return () => void (pendingDestroy.current = setTimeout(kernel.destroy));
  }, [kernel, made]);
  const { messages } = props;
  const [inlineCount, setInlineCount] = useState(0);
  const value = useMemo(
    () => ({
      kernel,
      messages,
      mountInline() {
        setInlineCount((count) => count + 1);
        return () => setInlineCount((count) => count - 1);
      },
    }),
    [kernel, messages],
  );
  return (
    <PorticoContext.Provider value={value}>
      {props.children}
      {inlineCount === 0 && <LazyModal />}
      <TermsGuard kernel={kernel} />
    </PorticoContext.Provider>
  );
}

function TermsGuard({ kernel }: { kernel: PorticoKernel }) {
  useTermsGuard(kernel);
  return null;
}
