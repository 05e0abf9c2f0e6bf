'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from './Spinner';

/** Section 9 of the login document: 160 px, error correction Q (a quarter of the code can hide under the logo). */
export const QR_SIZE = 160;
/** The options a plugin's `draw` gives `qrcode`'s toString. */
export const QR_SVG_OPTIONS = { type: 'svg', errorCorrectionLevel: 'Q', margin: 0, width: QR_SIZE } as const;

export interface QrCodeProps {
  value: string;
  /**
   * SVG markup for `value`: the plugin loads the qrcode package and calls it with QR_SVG_OPTIONS, so the encoder loads with the
   * screen that shows a code and belongs to the plugin that needs it.
   */
  draw: (value: string) => Promise<string>;
  /** Names the image for assistive technology, e.g. "Scan with your phone's wallet". */
  label: string;
  loadingLabel: string;
  /** Shown in the code's centre. */
  logo?: ReactNode;
}

/** A QR code as SVG, with an optional logo in its centre. */
export function QrCode({ value, draw, label, loadingLabel, logo }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSvg(null);
    void draw(value).then((markup) => live && setSvg(markup));
    return () => {
      live = false;
    };
  }, [value, draw]);
  if (!svg) return <Spinner label={loadingLabel} />;
  return (
    <div className="ptc-qr" role="img" aria-label={label} style={{ width: QR_SIZE, height: QR_SIZE }}>
      {/* The encoder's own SVG output, built from `value` alone: no markup from outside. */}
      <div className="ptc-qr__code" dangerouslySetInnerHTML={{ __html: svg }} />
      {logo && <span className="ptc-qr__logo">{logo}</span>}
    </div>
  );
}
