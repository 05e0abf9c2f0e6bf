'use client';
import { MarkIcon } from '../../../ui/primitives/MarkIcon';
import type { WalletOption } from '../wallet-options';

const walletMark = () => import('../marks/wallet');

/** The wallet's own icon from its announcement, else its brand mark, else a plain wallet. */
export function WalletIcon({ option }: { option: Pick<WalletOption, 'icon' | 'mark'> }) {
  // Decorative: the wallet's name is the button's label.
  if (option.icon) return <img className="ptc-wallet-icon" src={option.icon} alt="" width={24} height={24} />;
  return <MarkIcon load={option.mark ?? walletMark} />;
}
