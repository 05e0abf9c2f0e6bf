import { useState } from 'react';
import { attemptWith } from './attempt';
import { fundFromFaucet } from './local-chain';

/**
 * The emulator's faucet for one wallet. It takes a few seconds (two transactions on the local chain), so the button
 * says it is busy, and what came of it shows beside the button rather than in the account card, off-screen.
 */
export function FaucetButton({ address, label }: { address: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  async function fund() {
    setBusy(true);
    setNotice('');
    await attemptWith(setNotice)('Funding', async () => {
      await fundFromFaucet(address);
      return 'The faucet sent 1 ETH and 100 PTT.';
    });
    setBusy(false);
  }

  return (
    <>
      <button type="button" onClick={() => void fund()} disabled={busy} aria-busy={busy}>
        {busy ? 'Asking the faucet…' : label}
      </button>
      <span role="status" className="demo-inline-notice">
        {notice}
      </span>
    </>
  );
}
