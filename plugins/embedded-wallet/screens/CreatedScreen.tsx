'use client';
import type { KernelState } from '../../../kernel/index';
import { primaryEmbeddedWallet } from '../../../kit/embedded-wallets';
import { useKernel } from '../../../ui/context';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { Button } from '../../../ui/primitives/Button';
import { MessageScreen } from '../../../ui/screens/MessageScreen';
import { useEmbeddedWallet } from '../use-embedded-wallet';
import { finishFlow } from '../finish';
import { ShortHex } from '../../../ui/primitives/ShortHex';

const selectAddress = (state: KernelState) => (state.user && primaryEmbeddedWallet(state.user)?.address) ?? '';

/**
 * EMBEDDED_WALLET_CREATED_SCREEN: the new wallet's address. It stays until the person presses Continue (or closes
 * the modal): moving on by itself would take the address away before anyone could read it.
 */
export default function CreatedScreen() {
  const kernel = useKernel();
  const m = useEmbeddedWallet().messages;
  const address = useKernelState(selectAddress);

  return (
    <MessageScreen title={m.createdTitle} detail={<ShortHex value={address} />}>
      <Button variant="primary" fullWidth onClick={() => finishFlow(kernel)}>
        {m.continue}
      </Button>
    </MessageScreen>
  );
}
