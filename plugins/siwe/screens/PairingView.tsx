'use client';
import { useMessages } from '../../../ui/use-messages';
import { CopyButton } from '../../../ui/primitives/CopyButton';
import { QrCode } from '../../../ui/primitives/QrCode';
import { Spinner } from '../../../ui/primitives/Spinner';
import { useSiwe } from '../use-siwe';
import type { WalletOption } from '../wallet-options';
import { WalletIcon } from './WalletIcon';

const isMobile = () => typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

/**
 * Section 4.2's wallet pairing: the WalletConnect URI as a QR code to scan on a desktop, and as a link that opens the
 * wallet app on a phone; "Copy link" for wallets that take it pasted.
 */
export function PairingView({ option, uri }: { option: WalletOption; uri: string | null }) {
  const m = useSiwe().messages;
  const ui = useMessages();
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{m.scanTitle}</h2>
      <p className="ptc-screen__text">{m.scanText}</p>
      {!uri ? (
        <Spinner label={ui.loading} />
      ) : isMobile() ? (
        <a className="ptc-button ptc-button--primary ptc-button--full" href={uri}>
          {m.openWalletApp}
        </a>
      ) : (
        <QrCode value={uri} label={m.qrLabel} loadingLabel={ui.loading} logo={<WalletIcon option={option} />} />
      )}
      {uri && (
        <div className="ptc-screen__actions">
          <CopyButton value={uri} label={m.copyLink} copiedLabel={m.copied} />
        </div>
      )}
    </div>
  );
}
