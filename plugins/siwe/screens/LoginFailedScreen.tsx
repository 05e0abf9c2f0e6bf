'use client';
import { useKernel } from '../../../ui/context';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { MessageScreen } from '../../../ui/screens/MessageScreen';
import { knownWalletById } from '../catalogue';
import { WALLET_LIST_SCREEN } from '../screen-names';
import { useSiwe } from '../use-siwe';

/** LOGIN_FAILED_SCREEN: a wallet link (section 2.10) opened where its wallet is absent, e.g. outside the wallet's browser. */
export default function LoginFailedScreen() {
  const kernel = useKernel();
  const m = useSiwe().messages;
  const { data } = useScreen<{ walletId: string }>();
  const name = knownWalletById(data.walletId ?? '')?.name ?? data.walletId ?? '';
  return (
    <MessageScreen tone="error" title={m.connectFailedTitle} detail={m.walletNotHere(name)}>
      <Button variant="primary" fullWidth onClick={() => kernel.navigation.navigate(WALLET_LIST_SCREEN)}>
        {m.chooseAnotherWallet}
      </Button>
    </MessageScreen>
  );
}
