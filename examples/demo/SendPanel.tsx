import { useState } from 'react';
import { primaryEmbeddedWallet } from 'portico/plugins/embedded-wallet';
import { usePortico } from 'portico/react';
import { localChainInfo, TEST_WALLET_ADDRESS, tokenTransferData } from './local-chain';
import { attemptWith } from './attempt';
import { FaucetButton } from './FaucetButton';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';

/** Sends test money from the embedded wallet through Portico's send-transaction screen, and shows the receipt. */
export function SendPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { portico, user } = usePortico<DemoPlugins>();
  const [receipt, setReceipt] = useState<string | null>(null);
  const wallet = user ? primaryEmbeddedWallet(user) : undefined;
  if (!wallet) return null;

  const attempt = attemptWith(onNotice);

  async function send(request: Parameters<typeof portico.embeddedWallet.sendTransaction>[0], what: string) {
    const { receipt: landed } = await portico.embeddedWallet.sendTransaction(request, { successHeader: `${what} sent` });
    setReceipt(`${landed.status === 1 ? 'success' : 'reverted'} in block ${landed.blockNumber}: ${landed.transactionHash}`);
    return `${what} sent to the test wallet.`;
  }

  async function sendTokens() {
    const token = (await localChainInfo()).test_token;
    if (!token) throw new Error('the emulator has no test token (start it with npm start)');
    const data = await tokenTransferData(TEST_WALLET_ADDRESS, '5', token.decimals);
    return send({ to: token.address, data }, `5 ${token.symbol}`);
  }

  return (
    <Panel
      id="send"
      title="Send from the embedded wallet"
      purpose="Test ETH and the test token (PTT) on the local chain, through the send-transaction screen."
    >
      <div className="demo-actions">
        <FaucetButton address={wallet.address} label="Get test ETH and PTT" />
      </div>
      <div className="demo-actions">
        <button type="button" onClick={() => void attempt('Sending', () => send({ to: TEST_WALLET_ADDRESS, value: 10n ** 16n }, '0.01 ETH'))}>
          Send 0.01 ETH to the test wallet
        </button>
        <button type="button" onClick={() => void attempt('Sending', sendTokens)}>
          Send 5 PTT to the test wallet
        </button>
      </div>
      {receipt && (
        <p className="demo-signature">
          Receipt: <output aria-label="Transaction receipt">{receipt}</output>
        </p>
      )}
    </Panel>
  );
}
