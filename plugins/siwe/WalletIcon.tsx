'use client';
import { MarkIcon } from '../../ui/primitives/MarkIcon';
import type { WalletOption } from './wallet-options';

const walletMark = () => import('./marks/wallet');

/** The wallet's own icon from its announcement, else its brand mark, else its monogram, else a plain wallet. */
export function WalletIcon({ option }: { option: Pick<WalletOption, 'icon' | 'mark' | 'name' | 'known'> }) {
  // Decorative: the wallet's name is the button's label.
  if (option.icon) return <img className="ptc-wallet-icon" src={option.icon} alt="" width={24} height={24} />;
  const color = option.known?.color;
  if (!option.mark && color) {
    return (
      <svg className="ptc-wallet-icon" viewBox="0 0 24 24" aria-hidden="true">
        <rect width="24" height="24" rx="6" fill={color} />
        <text x="12" y="17" textAnchor="middle" fill="#ffffff" fontSize="14" fontWeight="700" fontFamily="inherit">
          {option.name.charAt(0)}
        </text>
      </svg>
    );
  }
  return <MarkIcon load={option.mark ?? walletMark} />;
}
