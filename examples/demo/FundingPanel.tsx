import { useState } from 'react';
import { primaryEmbeddedWallet } from 'portico/plugins/embedded-wallet';
import { usePortico } from 'portico/react';
import { attemptWith } from './attempt';
import { chains } from './chains';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';

/**
 * fundWallet(): adds funds to the embedded wallet by the methods the app configures (card on-ramps, a transfer from
 * another wallet or network, a manual transfer); the emulator stands in for the providers and the bridge.
 */
export function FundingPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { portico, user } = usePortico<DemoPlugins>();
  const [chainId, setChainId] = useState(chains[0]!.id);
  const [asset, setAsset] = useState<'native' | 'USDC'>('native');
  const [amount, setAmount] = useState('0.05');
  const wallet = user ? primaryEmbeddedWallet(user) : undefined;
  if (!wallet) return null;
  const attempt = attemptWith(onNotice);

  const fund = async () => {
    await portico.funding.fundWallet(wallet.address, { chainId, amount, asset });
    return 'Funding finished.';
  };

  return (
    <Panel id="funding" title="Fund the wallet" purpose="Card on-ramps, a transfer or bridge from another wallet, or a manual transfer.">
      <p>
        Wallet: <output aria-label="Wallet to fund"><code>{wallet.address}</code></output>
      </p>
      <div className="demo-form">
        <label>
          Network{' '}
          <select value={chainId} onChange={(event) => setChainId(Number(event.target.value))}>
            {chains.map((chain) => (
              <option key={chain.id} value={chain.id}>
                {chain.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Asset{' '}
          <select value={asset} onChange={(event) => setAsset(event.target.value as 'native' | 'USDC')}>
            <option value="native">ETH</option>
            <option value="USDC">USDC</option>
          </select>
        </label>
        <label>
          Amount <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} />
        </label>
      </div>
      <div className="demo-actions">
        <button type="button" onClick={() => void attempt('Funding', fund)}>
          Fund wallet
        </button>
      </div>
    </Panel>
  );
}
