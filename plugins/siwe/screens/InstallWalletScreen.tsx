'use client';
import { useState } from 'react';
import { toPorticoError } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { isMobile } from '../../../kit/is-mobile';
import { knownWalletById, type KnownWallet } from '../catalogue';
import { useSiwe } from '../use-siwe';
import { walletLinkPage } from '../wallet-link-page';
import { WalletIcon } from '../WalletIcon';

/**
 * Opens this page in the wallet's app, connecting it there (section 4.2's deep link): a logged-in person's session is
 * forked first, so they stay logged in inside the wallet's browser.
 */
function OpenInAppButton({ wallet, mobileLink }: { wallet: KnownWallet; mobileLink: (page: string) => string }) {
  const kernel = useKernel();
  const m = useSiwe().messages;
  const [failure, setFailure] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    setFailure(null);
    try {
      const token = kernel.getSnapshot().user ? await kernel.forkSession() : null;
      location.href = mobileLink(walletLinkPage(location.href, wallet.id, token));
    } catch (error) {
      setFailure(toPorticoError(error).shortMessage);
      setOpening(false);
    }
  }
  return (
    <>
      <Button variant="primary" fullWidth loading={opening} onClick={() => void open()}>
        {m.openInApp(wallet.name)}
      </Button>
      {failure && (
        <p className="ptc-screen__text ptc-text--error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

/**
 * A named extension wallet that this browser lacks (section 4.2's wallet click; INSTALL_WALLET_SCREEN, and Phantom's
 * INSTALL_PHANTOM_SCREEN and PHANTOM_INTERSTITIAL_SCREEN): on a desktop, where to install it and Reload; on a phone,
 * the interstitial that opens this page in the wallet's app.
 */
export default function InstallWalletScreen() {
  const m = useSiwe().messages;
  const { data } = useScreen<{ walletId: string }>();
  const wallet = knownWalletById(data.walletId ?? '');
  if (!wallet) return null;
  const mobileLink = isMobile() ? wallet.mobileLink : undefined;
  return (
    <div className="ptc-screen ptc-screen--center">
      <span className="ptc-wallet-hero" aria-hidden="true">
        <WalletIcon option={{ icon: null, mark: wallet.mark, name: wallet.name, known: wallet }} />
      </span>
      <h2 className="ptc-screen__title">{m.installTitle(wallet.name)}</h2>
      <p className="ptc-screen__text">{mobileLink ? m.openInAppText(wallet.name) : m.installText(wallet.name)}</p>
      <div className="ptc-screen__actions">
        {mobileLink ? (
          <OpenInAppButton wallet={wallet} mobileLink={mobileLink} />
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
