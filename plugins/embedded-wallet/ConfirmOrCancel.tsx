'use client';
import { useKernel } from '../../ui/context';
import { Button } from '../../ui/primitives/Button';
import { useEmbeddedWallet } from './use-embedded-wallet';

/** A screen's primary action over Cancel (unless `cancel` is false), which closes the modal. */
export function ConfirmOrCancel({ label, loading, onConfirm, cancel = true }: { label: string; loading?: boolean; onConfirm: () => void; cancel?: boolean }) {
  const kernel = useKernel();
  const m = useEmbeddedWallet().messages;
  return (
    <div className="ptc-screen__actions">
      <Button variant="primary" fullWidth loading={loading} onClick={onConfirm}>
        {label}
      </Button>
      {cancel && (
        <Button variant="secondary" fullWidth onClick={() => kernel.navigation.close()}>
          {m.cancel}
        </Button>
      )}
    </div>
  );
}
