'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { useMessages } from '../use-messages';
import { Spinner } from './Spinner';

/** Section 9 of the login document: 160 px, error correction Q (a quarter of the code can hide under the logo). */
const QR_SIZE = 160;

/** SVG markup for `value`; `qrcode` loads with the first code a screen shows, never with a page. */
async function drawQr(value: string): Promise<string> {
  const loaded: typeof import('qrcode') & { default?: typeof import('qrcode') } = await import('qrcode');
  // qrcode is CommonJS: bundlers put its exports on `default` (its `toString` is shadowed on the namespace).
  const qrcode = loaded.default ?? loaded;
  return qrcode.toString(value, { type: 'svg', errorCorrectionLevel: 'Q', margin: 0, width: QR_SIZE });
}

export interface QrCodeProps {
  value: string;
  /** Names the image for assistive technology, e.g. "Scan with your phone's wallet". */
  label: string;
  /** Shown in the code's centre. */
  logo?: ReactNode;
}

/** A QR code as SVG, with an optional logo in its centre. */
export function QrCode({ value, label, logo }: QrCodeProps) {
  const ui = useMessages();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSvg(null);
    void drawQr(value).then((markup) => live && setSvg(markup));
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) {
    // The code's own box while it is drawn, so the screen does not jump when it comes.
    return (
      <div className="ptc-qr ptc-qr--loading" style={{ width: QR_SIZE, height: QR_SIZE }}>
        <Spinner label={ui.preparingQr} showLabel />
      </div>
    );
  }
  return (
    <div className="ptc-qr" role="img" aria-label={label} style={{ width: QR_SIZE, height: QR_SIZE }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the encoder's own SVG output, built from `value` alone: no markup from outside */}
      <div className="ptc-qr__code" dangerouslySetInnerHTML={{ __html: svg }} />
      {logo && <span className="ptc-qr__logo">{logo}</span>}
    </div>
  );
}
