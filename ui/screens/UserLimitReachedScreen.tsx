'use client';
import { useMessages } from '../use-messages';
import { useScreen } from '../hooks/use-screen';
import { Button } from '../primitives/Button';
import { MessageScreen } from './MessageScreen';

/** USER_LIMIT_REACHED_SCREEN: the app cannot take new users. */
export default function UserLimitReachedScreen() {
  const { navigation } = useScreen();
  const m = useMessages();
  return (
    <MessageScreen title={m.userLimitTitle} detail={m.userLimitDetail} tone="error">
      <Button variant="primary" fullWidth onClick={() => navigation.reset()}>
        {m.tryAnotherMethod}
      </Button>
    </MessageScreen>
  );
}
