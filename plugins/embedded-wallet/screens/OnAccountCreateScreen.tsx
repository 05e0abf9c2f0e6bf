'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toPorticoError, type PorticoError } from '../../../kernel/index';
import { useScreen } from '../../../ui/hooks/use-screen';
import { preloadScreen } from '../../../ui/lazy-screen';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { findScreenEntry } from '../../../ui/screen-entry';
import { MessageScreen } from '../../../ui/screens/MessageScreen';
import { EMBEDDED_WALLET_CREATED_SCREEN } from '../screen-names';
import { useEmbeddedWallet } from '../use-embedded-wallet';

/** EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: the login's wallet is made while this shows; a failure offers Retry. */
export default function OnAccountCreateScreen() {
  const wallet = useEmbeddedWallet();
  const { kernel, navigation } = useScreen();
  const m = wallet.messages;
  const [error, setError] = useState<PorticoError | null>(null);
  const started = useRef(false);

  const create = useCallback(() => {
    setError(null);
    wallet.createForLogin().then(
      () => navigation.navigate(EMBEDDED_WALLET_CREATED_SCREEN),
      (failure: unknown) => setError(toPorticoError(failure)),
    );
  }, [wallet, navigation]);

  // The next screen's code loads while the wallet is made, so "Your wallet is ready" follows without a bare spinner.
  useEffect(() => {
    const next = findScreenEntry(kernel.plugins, EMBEDDED_WALLET_CREATED_SCREEN);
    if (next) preloadScreen(next);
  }, [kernel]);

  useEffect(() => {
    // Once per screen: React's development double effects must not ask the frame for two wallets.
    if (started.current) return;
    started.current = true;
    create();
  }, [create]);

  if (error) {
    return (
      <MessageScreen tone="error" title={m.createFailedTitle} detail={<span role="alert">{error.shortMessage}</span>}>
        <Button variant="primary" fullWidth onClick={create}>
          {m.retry}
        </Button>
      </MessageScreen>
    );
  }
  return (
    <div className="ptc-screen ptc-message" aria-busy="true">
      <Spinner label={m.creatingTitle} />
      <h2 className="ptc-screen__title">{m.creatingTitle}</h2>
      <p className="ptc-screen__text">{m.creatingText}</p>
    </div>
  );
}
