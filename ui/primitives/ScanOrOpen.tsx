'use client';
import type { ReactNode } from 'react';
import { useMessages } from '../use-messages';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';
import { Spinner } from './Spinner';

export interface ScanOrOpenProps {
  /** The link an app on the person's phone opens; null while it is being made. */
  uri: string | null;
  labels: { qr: string; open: string; copy: string; copied: string };
  /** Shown in the QR code's centre. */
  logo?: ReactNode;
  /** A phone: the button that opens the app instead of the code to scan (kit's isMobile, as the plugin decides). */
  mobile: boolean;
}

/**
 * A link into another app (a wallet, Farcaster): a QR code to scan on a desktop, a button that opens the app on a
 * phone, and "Copy link" for apps that take it pasted.
 */
export function ScanOrOpen({ uri, labels, logo, mobile }: ScanOrOpenProps) {
  const ui = useMessages();
  const preparing = mobile ? ui.preparingLink : ui.preparingQr;
  if (!uri) return <Spinner label={preparing} showLabel />;
  return (
    <>
      {mobile ? (
        <a className="ptc-button ptc-button--primary ptc-button--full" href={uri}>
          {labels.open}
        </a>
      ) : (
        <QrCode value={uri} label={labels.qr} logo={logo} />
      )}
      <div className="ptc-screen__actions">
        <CopyButton value={uri} label={labels.copy} copiedLabel={labels.copied} />
      </div>
    </>
  );
}
