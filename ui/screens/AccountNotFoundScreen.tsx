'use client';
import { useMessages } from '../use-messages';
import { useScreen } from '../hooks/use-screen';
import { Button } from '../primitives/Button';
import { MessageScreen } from './MessageScreen';

/** ACCOUNT_NOT_FOUND_SCREEN: a no-signup login found nobody. */
export default function AccountNotFoundScreen() {
  const { navigation } = useScreen();
  const m = useMessages();
  return (
    <MessageScreen title={m.accountNotFoundTitle} detail={m.accountNotFoundDetail} tone="error">
      <Button variant="primary" fullWidth onClick={() => navigation.reset()}>
        {m.tryAnotherMethod}
      </Button>
    </MessageScreen>
  );
}
