import { useState } from 'react';
import { usePortico } from 'portico/react';
import { useSolanaWallets, type SolanaWallet } from 'portico/plugins/solana';
import { attemptWith } from './attempt';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';

const MESSAGE = 'Hello from the Portico demo on Solana';
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Solana wallets: the embedded one (created from the same seed as the Ethereum wallet) and the browser's Solana
 * wallets (Wallet Standard; the emulator's test Solana wallet here), connected without a login; both sign messages.
 */
export function SolanaPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { portico, authenticated } = usePortico<DemoPlugins>();
  const { wallets, createWallet, exportWallet } = useSolanaWallets();
  const [signed, setSigned] = useState<{ address: string; signature: string } | null>(null);
  const attempt = attemptWith(onNotice);
  const embedded = wallets.find((wallet) => wallet.connectorType === 'embedded');

  const sign = async (wallet: SolanaWallet) => setSigned({ address: wallet.address, signature: hex(await wallet.signMessage(MESSAGE)) });
  const connect = async () => {
    const wallet = await portico.siwe.connectWallet({ walletChainType: 'solana-only' });
    return `Connected ${wallet.branding.name} (${wallet.chainType}) without logging in.`;
  };

  return (
    <Panel
      id="solana"
      title="Solana wallet"
      purpose="An embedded Solana wallet kept with the same shares as the Ethereum one, and the browser's Solana wallets."
      action={
        <button type="button" onClick={() => void attempt('Connecting', connect)}>
          Connect a Solana wallet
        </button>
      }
    >
      {wallets.length === 0 && <p>No Solana wallet yet.</p>}
      {wallets.map((wallet) => (
        <div key={`${wallet.connectorType}-${wallet.address}`}>
          <p>
            {wallet.connectorType === 'embedded' ? 'Embedded' : `Connected (${wallet.walletClientType})`}:{' '}
            <output aria-label={wallet.connectorType === 'embedded' ? 'Solana wallet address' : 'Connected Solana wallet address'}><code>{wallet.address}</code></output>
          </p>
          <div className="demo-actions">
            <button type="button" onClick={() => void attempt('Signing', () => sign(wallet))}>
              {wallet.connectorType === 'embedded' ? 'Sign a message on Solana' : 'Sign a message with the connected Solana wallet'}
            </button>
            {wallet.connectorType === 'embedded' && (
              <button type="button" onClick={() => void attempt('Exporting', () => exportWallet({ address: wallet.address }))}>
                Export the Solana key
              </button>
            )}
          </div>
        </div>
      ))}
      {signed && (
        <p>
          Signature of “{MESSAGE}” by <code>{signed.address}</code> (hex): <output aria-label="Solana signature"><code>{signed.signature}</code></output>
        </p>
      )}
      {authenticated && !embedded && (
        <div className="demo-actions">
          <button type="button" onClick={() => void attempt('Creating a Solana wallet', async () => void (await createWallet()))}>
            Create a Solana wallet
          </button>
        </div>
      )}
    </Panel>
  );
}
