import { useState } from 'react';
import { usePortico } from 'portico/react';
import { attemptWith } from './attempt';
import { Panel } from './Panel';
import type { DemoPlugins } from './plugins';

/** A Farcaster message hash (BLAKE3, 20 bytes) to sign: a real app hashes the cast it publishes. */
const SAMPLE_HASH = '0x6c3a9b0d8e7f1a2b3c4d5e6f708192a3b4c5d6e7';

/** The Farcaster account, and a signer held in the embedded wallet's frame that signs for it. */
export function FarcasterPanel({ onNotice }: { onNotice: (text: string) => void }) {
  const { portico, user } = usePortico<DemoPlugins>();
  const [signature, setSignature] = useState<string | null>(null);
  const account = user?.farcaster;
  if (!account) return null;

  const attempt = attemptWith(onNotice);

  return (
    <Panel
      id="farcaster"
      title="Farcaster"
      purpose="A signer lets the app publish for the user: its key stays in the embedded wallet's frame."
      action={
        <button type="button" onClick={() => void attempt('Approving a signer', async () => void (await portico.farcaster.requestSigner()))}>
          Approve a Farcaster signer
        </button>
      }
    >
      <p>
        @{account.username} (fid <output aria-label="Farcaster fid">{account.fid}</output>), signer:{' '}
        <output aria-label="Farcaster signer"><code>{account.signerPublicKey ?? 'none'}</code></output>
      </p>
      {account.signerPublicKey && (
        <div className="demo-actions">
          <button type="button" onClick={() => void attempt('Signing', async () => setSignature(await portico.farcaster.signFarcasterMessage(SAMPLE_HASH)))}>
            Sign a Farcaster message hash
          </button>
        </div>
      )}
      {signature && (
        <p>
          Signature of {SAMPLE_HASH}: <output aria-label="Farcaster signature"><code>{signature}</code></output>
        </p>
      )}
    </Panel>
  );
}
