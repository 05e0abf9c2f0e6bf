'use client';
import { useEffect, useRef, useState } from 'react';
import { toPorticoError } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import type { ExportRequest } from '../key-export';
import { useEmbeddedWallet } from '../use-embedded-wallet';

/**
 * EMBEDDED_WALLET_KEY_EXPORT_SCREEN: the key (or seed phrase) is shown by a page of the provider's origin inside
 * this screen; the host page holds the frame, never the key.
 */
export default function KeyExportScreen() {
  const kernel = useKernel();
  const wallet = useEmbeddedWallet();
  const m = wallet.messages;
  const { data } = useScreen<ExportRequest>();
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<'loading' | 'shown' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const source = data.frameUrl ?? '';

  useEffect(() => {
    if (!frame.current || !source) return;
    const exchange = wallet.initExport(frame.current, data as ExportRequest);
    exchange.shown.then(
      () => setStatus('shown'),
      (failure: unknown) => {
        setError(toPorticoError(failure).shortMessage);
        setStatus('error');
      },
    );
    return exchange.stop;
  }, [wallet, source, data]);

  return (
    <div className="ptc-screen" aria-busy={status === 'loading'}>
      <h2 className="ptc-screen__title">{m.exportTitle}</h2>
      <p className="ptc-screen__text">{m.exportText}</p>
      {status === 'loading' && <Spinner label={m.exportLoading} showLabel />}
      {status === 'error' && (
        <p className="ptc-screen__text ptc-text--error" role="alert">
          {error}
        </p>
      )}
      {/* An empty src would load this very page into the frame. */}
      {source && <iframe ref={frame} className="ptc-export-frame" title={m.exportFrameTitle} src={source} allow="clipboard-write" hidden={status === 'error'} />}
      <div className="ptc-screen__actions">
        <Button variant="secondary" fullWidth onClick={() => kernel.prompts.resolve(true)}>
          {m.exportDone}
        </Button>
      </div>
    </div>
  );
}
