import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knownWalletById } from './catalogue';
import { WalletIcon } from './WalletIcon';

describe('WalletIcon', () => {
  it('shows the announced icon first', () => {
    const { container } = render(<WalletIcon option={{ icon: 'data:image/png;base64,AA==', name: 'MetaMask', known: knownWalletById('metamask') }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AA==');
  });

  it('gives a catalogued wallet without a mark its initial on its brand colour', () => {
    const { container } = render(<WalletIcon option={{ icon: null, name: 'Coinbase Wallet', known: knownWalletById('coinbase_wallet') }} />);
    expect(container.querySelector('text')?.textContent).toBe('C');
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe('#0052ff');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the plain wallet icon for a wallet the catalogue does not colour', () => {
    const { container } = render(<WalletIcon option={{ icon: null, name: 'Rainbow', known: knownWalletById('rainbow') }} />);
    expect(container.querySelector('text')).toBeNull();
  });
});
