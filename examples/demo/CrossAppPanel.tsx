import { useState } from 'react';
import type { ConnectedWallet } from 'portico';
import { usePortico, useWallets } from 'portico/react';
import { useCrossApp } from 'portico/plugins/cross-app';
import { attemptWith } from './attempt';
import { FaucetButton } from './FaucetButton';
import { TEST_WALLET_ADDRESS } from './local-chain';
import { Panel } from './Panel';

const ONE_THOUSANDTH_ETH = `0x${(10n ** 15n).toString(16)}`;

/** Another app's account (cross-app): link it, then send from its wallet; every signature is approved in that app's window. */
export function CrossAppPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { user } = usePortico();
  const { wallets } = useWallets();
  const crossApp = useCrossApp();
  const [hash, setHash] = useState<string | null>(null);
  const connections = crossApp.state.connections ?? [];
  if (connections.length === 0) return null;
  const attempt = attemptWith(onNotice);

  async function send(wallet: ConnectedWallet) {
    const sent = await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: wallet.address, to: TEST_WALLET_ADDRESS, value: ONE_THOUSANDTH_ETH }] });
    setHash(String(sent));
    return `${wallet.branding.name} sent 0.001 ETH to the test wallet.`;
  }

  return (
    <Panel id="cross-app" title="Another app’s account" purpose="Log in or link with another app’s account, and use its wallet: that app asks you to approve each request.">
      <ul className="demo-accounts" aria-label="Provider apps">
        {connections.map((app) => {
          const account = user?.linkedAccounts.find((entry) => entry.type === 'cross_app' && entry.providerApp.id === app.providerAppId);
          const wallet = wallets.find((entry) => entry.connectorType === 'cross_app' && entry.branding.id === `privy:${app.providerAppId}`);
          return (
            <li key={app.providerAppId} className="demo-account">
              <span className="demo-account__text">
                <span className="demo-account__name">
                  {app.providerAppName} {app.readOnly && <span className="demo-badge">Read-only</span>}
                </span>
                <span className="demo-account__data">{wallet ? <code>{wallet.address}</code> : account ? 'Linked, no wallet' : 'Not linked'}</span>
              </span>
              {account?.type === 'cross_app' ? (
                <span className="demo-actions">
                  {wallet && (
                    <>
                      <FaucetButton address={wallet.address} label="Get test ETH" />
                      <button type="button" onClick={() => void attempt('Sending', () => send(wallet))}>
                        Send 0.001 ETH to the test wallet
                      </button>
                    </>
                  )}
                  <button type="button" onClick={() => void attempt('Unlinking', async () => {
                      await crossApp.unlink(account.subject);
                      return `${app.providerAppName} unlinked.`;
                    })}>
                    Unlink
                  </button>
                </span>
              ) : (
                <button type="button" onClick={() => void attempt('Linking', async () => {
                    await crossApp.link(app.providerAppId);
                    return `${app.providerAppName} linked.`;
                  })}>
                  Link your {app.providerAppName} account
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {hash && (
        <p className="demo-signature">
          Transaction: <output aria-label="Cross-app transaction">{hash}</output>
        </p>
      )}
    </Panel>
  );
}
