'use client';
import { useEffect } from 'react';
import { primaryEmbeddedWallet, type KernelState } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { SUCCESS_DELAY_MS } from '../../../ui/constants';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { Button } from '../../../ui/primitives/Button';
import { MessageScreen } from '../../../ui/screens/MessageScreen';
import { useEmbeddedWallet } from '../use-embedded-wallet';
import { finishFlow } from './finish';

const selectAddress = (state: KernelState) => (state.user && primaryEmbeddedWallet(state.user)?.address) ?? '';

/** EMBEDDED_WALLET_CREATED_SCREEN: the new wallet's address; the flow moves on by itself after a moment. */
export default function CreatedScreen() {
  const kernel = useKernel();
  const m = useEmbeddedWallet().messages;
  const address = useKernelState(selectAddress);

  useEffect(() => {
    const timer = setTimeout(() => finishFlow(kernel), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [kernel]);

  return (
    <MessageScreen title={m.createdTitle} detail={<span className="ptc-address">{address}</span>}>
      <Button variant="primary" fullWidth onClick={() => finishFlow(kernel)}>
        {m.continue}
      </Button>
    </MessageScreen>
  );
}
