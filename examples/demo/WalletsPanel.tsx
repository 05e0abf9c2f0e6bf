import { useState } from 'react';
import { isLinked, toPorticoError, type ConnectedWallet } from 'portico';
import { usePortico, useWallets } from 'portico/react';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Signs with the wallet's own provider, as a host's viem WalletClient would (a Solana one knows only signMessage). */
async function signHello(wallet: ConnectedWallet): Promise<string> {
  if (wallet.chainType === 'solana') return String(await wallet.provider.request({ method: 'signMessage', params: ['Hello from the Portico demo'] }));
  const hex = `0x${[...new TextEncoder().encode('Hello from the Portico demo')].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  return String(await wallet.provider.request({ method: 'personal_sign', params: [hex, wallet.address] }));
}

/** useWallets(): the wallets connected to this page, with or without a login (connect-only mode). */
export function WalletsPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { portico, user, authenticated } = usePortico<DemoPlugins>();
  const { wallets } = useWallets();
  const [signature, setSignature] = useState<string | null>(null);

  async function connect() {
    try {
      const wallet = await portico.siwe.connectWallet();
      onNotice(`Connected ${wallet.branding.name} ${short(wallet.address)} without logging in.`);
    } catch (error) {
      onNotice(`No wallet connected: ${toPorticoError(error).shortMessage}`);
    }
  }

  async function createEmbedded() {
    try {
      await portico.embeddedWallet.createWallet();
      onNotice('Your embedded wallet is ready: its key stays in the provider’s frame.');
    } catch (error) {
      onNotice(`No wallet created: ${toPorticoError(error).shortMessage}`);
    }
  }

  async function sign(wallet: ConnectedWallet) {
    try {
      setSignature(await signHello(wallet));
    } catch (error) {
      onNotice(`Not signed: ${toPorticoError(error).shortMessage}`);
    }
  }

  return (
    <Panel
      id="wallets"
      title="Connected wallets"
      purpose="Wallets connected to this page, the active one first; a wallet may connect without logging in."
      action={
        <button type="button" onClick={() => void connect()}>
          Connect a wallet
        </button>
      }
    >
      {wallets.length === 0 ? (
        <p>No wallet connected.</p>
      ) : (
        <ul className="demo-accounts" aria-label="Connected wallets">
          {wallets.map((wallet) => (
            <li key={`${wallet.walletClientType}-${wallet.address}`} className="demo-account">
              <span className="demo-account__text">
                <span className="demo-account__name">
                  {wallet.branding.name} {isLinked(wallet, user) && <span className="demo-badge">Linked</span>}
                </span>
                <span className="demo-account__data">
                  <code>{wallet.address}</code> on <code>{wallet.chainId}</code> ({wallet.connectorType})
                </span>
              </span>
              <button type="button" onClick={() => void sign(wallet)} aria-label={`Sign a message with ${short(wallet.address)}`}>
                Sign
              </button>
            </li>
          ))}
        </ul>
      )}
      {authenticated && !wallets.some((wallet) => wallet.connectorType === 'embedded') && (
        <div className="demo-actions">
          <button type="button" onClick={() => void createEmbedded()}>
            Create an embedded wallet
          </button>
        </div>
      )}
      {signature && (
        <p className="demo-signature">
          Signature: <output aria-label="Signature">{signature}</output>
        </p>
      )}
    </Panel>
  );
}
