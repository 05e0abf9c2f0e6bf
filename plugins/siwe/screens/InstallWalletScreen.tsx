'use client';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { knownWalletById } from '../catalogue';
import { isMobile } from '../../../ui/is-mobile';
import { useSiwe } from '../use-siwe';
import { WalletIcon } from './WalletIcon';

/**
 * A named extension wallet that this browser lacks (section 4.2's wallet click): on a desktop, where to install it
 * and Reload; on a phone, the interstitial that opens this page in the wallet's app.
 */
export default function InstallWalletScreen() {
  const m = useSiwe().messages;
  const { data } = useScreen<{ walletId: string }>();
  const wallet = knownWalletById(data.walletId ?? '');
  if (!wallet) return null;
  const appLink = isMobile() && wallet.mobileLink ? wallet.mobileLink(location.href) : null;
  return (
    <div className="ptc-screen ptc-screen--center">
      <span className="ptc-wallet-hero" aria-hidden="true">
        <WalletIcon option={{ icon: null, mark: wallet.mark }} />
      </span>
      <h2 className="ptc-screen__title">{m.installTitle(wallet.name)}</h2>
      <p className="ptc-screen__text">{m.installText(wallet.name)}</p>
      <div className="ptc-screen__actions">
        {appLink ? (
          <a className="ptc-button ptc-button--primary ptc-button--full" href={appLink}>
            {m.openInApp(wallet.name)}
          </a>
        ) : (
          wallet.installUrl && (
            <a className="ptc-button ptc-button--primary ptc-button--full" href={wallet.installUrl} target="_blank" rel="noreferrer noopener">
              {m.getWallet(wallet.name)}
            </a>
          )
        )}
        <Button variant="secondary" fullWidth onClick={() => location.reload()}>
          {m.reload}
        </Button>
      </div>
    </div>
  );
}
