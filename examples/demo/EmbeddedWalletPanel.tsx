import { useState } from 'react';
import { primaryEmbeddedWallet } from 'portico/plugins/embedded-wallet';
import { usePortico } from 'portico/react';
import { attemptWith } from './attempt';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';
import { signMailWithViem, signMessageWithViem } from './viem-signing';

const RECOVERY_NAMES: Record<string, string> = {
  privy: 'automatic',
  'user-passcode': 'password',
  'google-drive': 'Google Drive',
};

/** The user's embedded wallet: its recovery method, and signatures through viem's WalletClient. */
export function EmbeddedWalletPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { portico, user } = usePortico<DemoPlugins>();
  const [signatures, setSignatures] = useState<{ message?: string; typedData?: string }>({});
  const wallet = user ? primaryEmbeddedWallet(user) : undefined;
  if (!wallet) return null;

  const attempt = attemptWith(onNotice);

  const provider = () => portico.embeddedWallet.getEthereumProvider();
  return (
    <Panel
      id="embedded-wallet"
      title="Embedded wallet"
      purpose="Its key exists only in the provider's frame; viem signs through Portico's EIP-1193 provider."
      action={
        <button type="button" onClick={() => void attempt('Setting recovery', async () => void (await portico.embeddedWallet.setRecovery()))}>
          Set up recovery
        </button>
      }
    >
      <p>
        <output aria-label="Embedded wallet address"><code>{wallet.address}</code></output>, recovery:{' '}
        <output aria-label="Recovery method">{RECOVERY_NAMES[wallet.recoveryMethod ?? ''] ?? wallet.recoveryMethod}</output>
      </p>
      <div className="demo-actions">
        <button type="button" onClick={() => void attempt('Creating a wallet', async () => void (await portico.embeddedWallet.createWallet({ createAdditional: true })))}>
          Create another wallet
        </button>
        <button type="button" onClick={() => void attempt('Exporting', () => portico.embeddedWallet.exportWallet())}>
          Export private key
        </button>
        <button type="button" onClick={() => void attempt('Exporting', () => portico.embeddedWallet.exportWallet({ seedPhrase: true }))}>
          Export seed phrase
        </button>
      </div>
      <div className="demo-actions">
        <button
          type="button"
          onClick={() => void attempt('Signing', async () => setSignatures({ message: await signMessageWithViem(provider(), wallet.address) }))}
        >
          Sign a message with viem
        </button>
        <button
          type="button"
          onClick={() => void attempt('Signing', async () => setSignatures({ typedData: await signMailWithViem(provider(), wallet.address) }))}
        >
          Sign typed data with viem
        </button>
      </div>
      {signatures.message && (
        <p className="demo-signature">
          Message signature: <output aria-label="Message signature">{signatures.message}</output>
        </p>
      )}
      {signatures.typedData && (
        <p className="demo-signature">
          Typed data signature: <output aria-label="Typed data signature">{signatures.typedData}</output>
        </p>
      )}
    </Panel>
  );
}
