'use client';
import { useEffect, useState } from 'react';
import type { KernelState } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useMessages } from '../../../ui/use-messages';
import { Button } from '../../../ui/primitives/Button';
import { useSiwe } from '../use-siwe';
import { visibleWallets, type WalletOption } from '../wallet-options';
import { WalletIcon } from '../WalletIcon';

const selectIntent = (state: KernelState) => state.modal.intent;

function WalletButton({ option, onSelect }: { option: WalletOption; onSelect: () => void }) {
  const ui = useMessages();
  const m = useSiwe().messages;
  return (
    <Button variant="secondary" fullWidth className="ptc-method ptc-wallet" onClick={onSelect}>
      <span className="ptc-method__icon">
        <WalletIcon option={option} />
      </span>
      <span className="ptc-method__label">{option.name}</span>
      {/* Before the badges: hidden until hover, it must not leave a gap after them at the row's end. */}
      {!option.recent && (
        <span className="ptc-wallet__hint" aria-hidden="true">
          {option.kind === 'install' ? m.install : m.connect}
        </span>
      )}
      {option.kind === 'solana' && <span className="ptc-badge">{m.solanaBadge}</span>}
      {option.recent && <span className="ptc-badge">{ui.recent}</span>}
    </Button>
  );
}

/** The wallet list (login, LINK_WALLET_SCREEN and both connect-only screens): section 2.6's order and limit. */
export default function WalletListScreen() {
  const siwe = useSiwe();
  const m = siwe.messages;
  const intent = useKernelState(selectIntent);
  const [options, setOptions] = useState(() => siwe.walletOptions());
  const [expanded, setExpanded] = useState(false);
  // A pick here connects the wallet: its code loads while the person chooses.
  useEffect(() => siwe.preload(), [siwe]);
  // Wallets may announce themselves after the list first shows, also between the first render and this effect.
  useEffect(() => {
    const refresh = () => setOptions(siwe.walletOptions());
    const stop = siwe.onWalletsChange(refresh);
    refresh();
    return stop;
  }, [siwe]);

  const { shown, more } = visibleWallets(options, expanded);
  const title = intent === 'link' ? m.linkTitle : intent === 'connect' ? m.connectTitle : m.listTitle;
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{title}</h2>
      {options.length === 0 && <p className="ptc-screen__text">{m.noWallets}</p>}
      <div className="ptc-landing__methods">
        {shown.map((option) => (
          <WalletButton key={option.id} option={option} onSelect={() => siwe.choose(option.id)} />
        ))}
      </div>
      {more && (
        <Button variant="link" onClick={() => setExpanded(true)}>
          {m.moreWallets}
        </Button>
      )}
    </div>
  );
}
