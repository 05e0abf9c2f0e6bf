'use client';
import { useMessages } from '../use-messages';
import { useScreen } from '../hooks/use-screen';
import { Button } from '../primitives/Button';
import { MessageScreen } from './MessageScreen';

/** ERROR_SCREEN: the merged catalogue's title, detail and call to action; the button returns to the previous screen. */
export default function ErrorScreen() {
  const { kernel, navigation, data } = useScreen<{ error: unknown }>();
  const m = useMessages();
  const model = kernel.describeError(data.error ?? new Error(m.errorDefaultDetail));
  const goBack = () => (kernel.getSnapshot().modal.history.length ? navigation.back() : navigation.reset());
  return (
    <MessageScreen title={model.title} detail={model.detail} tone="error">
      <Button variant="primary" fullWidth onClick={goBack}>
        {model.cta ?? m.errorBack}
      </Button>
    </MessageScreen>
  );
}
