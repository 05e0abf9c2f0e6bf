'use client';
import { useScreen } from '../../../ui/hooks/use-screen';
import { ConfirmOrCancel } from '../ConfirmOrCancel';
import { useEmbeddedWallet } from '../use-embedded-wallet';

type SignData = { method: string; params: readonly unknown[] };

/** What the person is asked to sign: personal_sign's text (hex decoded), a Solana message, or the typed data's JSON. */
function shownMessage({ method, params }: Partial<SignData>): string {
  if (method === 'signMessage') return String(params?.[0] ?? '');
  if (method === 'personal_sign') {
    const message = String(params?.[0] ?? '');
    if (!/^0x([0-9a-f]{2})*$/i.test(message)) return message;
    const bytes = new Uint8Array((message.slice(2).match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));
    return new TextDecoder().decode(bytes);
  }
  const typed = params?.[1];
  return typeof typed === 'string' ? typed : JSON.stringify(typed, null, 2);
}

/** EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: the message, then "Sign and continue" or Cancel (which rejects with 4001). */
export default function SignRequestScreen() {
  const { kernel, data } = useScreen<SignData>();
  const m = useEmbeddedWallet().messages;
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.signTitle}</h2>
      <p className="ptc-screen__text">{m.signDescription}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a pre keeps the message's own line breaks; role=region names the scrollable box */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus so a keyboard can scroll it (axe scrollable-region-focusable) */}
      <pre className="ptc-sign-message" role="region" tabIndex={0} aria-label={m.signTitle}>
        {shownMessage(data)}
      </pre>
      <ConfirmOrCancel label={m.signButton} onConfirm={() => kernel.prompts.resolve(true)} />
    </div>
  );
}
