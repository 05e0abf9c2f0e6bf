'use client';
import { isMobile } from '../../kit/is-mobile';
import { ScanOrOpen } from '../../ui/primitives/ScanOrOpen';
import { useSiwe } from './use-siwe';
import type { WalletOption } from './wallet-options';
import { WalletIcon } from './WalletIcon';

/**
 * Section 4.2's wallet pairing: the WalletConnect URI as a QR code to scan on a desktop, and as a link that opens the
 * wallet app on a phone; "Copy link" for wallets that take it pasted.
 */
export function PairingView({ option, uri }: { option: WalletOption; uri: string | null }) {
  const m = useSiwe().messages;
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{m.scanTitle}</h2>
      <p className="ptc-screen__text">{m.scanText}</p>
      <ScanOrOpen mobile={isMobile()}
        uri={uri}
        labels={{ qr: m.qrLabel, open: m.openWalletApp, copy: m.copyLink, copied: m.copied }}
        logo={<WalletIcon option={option} />}
      />
    </div>
  );
}
