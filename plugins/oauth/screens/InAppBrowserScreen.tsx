'use client';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { MessageScreen } from '../../../ui/screens/MessageScreen';
import { useOAuth } from '../use-oauth';

/** IN_APP_BROWSER_LOGIN_NOT_POSSIBLE: the provider refuses embedded browsers, so only another method (or browser) helps. */
export default function InAppBrowserScreen() {
  const { navigation } = useScreen();
  const m = useOAuth().messages;
  return (
    <MessageScreen title={m.inAppBrowserTitle} detail={m.inAppBrowserText} tone="error">
      <Button variant="primary" fullWidth onClick={() => navigation.reset()}>
        {m.tryAnotherMethod}
      </Button>
    </MessageScreen>
  );
}
