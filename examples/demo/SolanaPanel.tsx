import { useState } from 'react';
import { useSolanaWallets } from 'portico/plugins/solana';
import { attemptWith } from './attempt';
import { Panel } from './Panel';

const MESSAGE = 'Hello from the Portico demo on Solana';

/** The embedded Solana wallet: created from the same seed as the Ethereum wallet, and message signing. */
export function SolanaPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { wallets, createWallet } = useSolanaWallets();
  const [signature, setSignature] = useState<string | null>(null);
  const wallet = wallets[0];

  const attempt = attemptWith(onNotice);
  const sign = async () => {
    const bytes = await wallet!.signMessage(MESSAGE);
    setSignature(Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''));
  };

  return (
    <Panel id="solana" title="Solana wallet" purpose="An embedded Solana wallet kept with the same shares as the Ethereum one.">
      {wallet ? (
        <>
          <p>
            <code aria-label="Solana wallet address">{wallet.address}</code>
          </p>
          <div className="demo-actions">
            <button type="button" onClick={() => void attempt('Signing', sign)}>
              Sign a message on Solana
            </button>
          </div>
          {signature && (
            <p>
              Signature of “{MESSAGE}” (hex): <code aria-label="Solana signature">{signature}</code>
            </p>
          )}
        </>
      ) : (
        <div className="demo-actions">
          <button type="button" onClick={() => void attempt('Creating a Solana wallet', async () => void (await createWallet()))}>
            Create a Solana wallet
          </button>
        </div>
      )}
    </Panel>
  );
}
