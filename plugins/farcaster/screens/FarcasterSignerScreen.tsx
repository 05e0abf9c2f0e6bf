'use client';
import type { KernelState } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { Button } from '../../../ui/primitives/Button';
import { StepFailure } from '../../../ui/primitives/StepViews';
import { isMobile } from '../../../kit/is-mobile';
import { ScanOrOpen } from '../../../ui/primitives/ScanOrOpen';
import type { FarcasterState } from '../state';
import { useFarcaster } from '../use-farcaster';

const selectSigner = (state: KernelState) => (state.plugins.farcaster as FarcasterState | undefined)?.signer;

/**
 * AWAITING_FARCASTER_SIGNER: where the person approves the app's signer in the Farcaster app (QR code, or open-app
 * button on a phone) while it is asked every 2 s; then approved, or section 8's signer failure with Retry.
 */
export default function FarcasterSignerScreen() {
  const kernel = useKernel();
  const farcaster = useFarcaster();
  const m = farcaster.messages;
  const signer = useKernelState(selectSigner) ?? { status: 'idle', approvalUrl: null, error: null };
  const close = () => kernel.prompts.resolve(undefined);

  if (signer.status === 'approved') {
    return (
      <div className="ptc-screen ptc-screen--center" role="status">
        <h2 className="ptc-screen__title">{m.signerApprovedTitle}</h2>
        <Button variant="primary" fullWidth onClick={close}>
          {m.close}
        </Button>
      </div>
    );
  }
  if (signer.status === 'error' && signer.error) {
    const retry = () => void farcaster.requestSigner({ prompt: false }).catch(() => {});
    return <StepFailure title={m.connectFailed} error={signer.error} retryLabel={m.retry} onRetry={signer.error.retryable ? retry : undefined} />;
  }
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{m.signerTitle}</h2>
      <p className="ptc-screen__text">{m.signerText}</p>
      <ScanOrOpen mobile={isMobile()} uri={signer.approvalUrl} labels={{ qr: m.signerQrLabel, open: m.openApp, copy: m.copyLink, copied: m.copied }} />
    </div>
  );
}
