'use client';
import type { KernelState } from '../../../kernel/index';
import { PasswordlessCodeView } from '../../../kit/code-login/screens/PasswordlessCodeView';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useScreen } from '../../../ui/hooks/use-screen';
import { format } from '../../../ui/messages';
import { useEmail } from '../use-email';
import type { AwaitingCodeData } from '../EmailAddressForm';

const selectAppName = (state: KernelState) => state.appConfig?.name ?? '';

/** AWAITING_PASSWORDLESS_CODE for email: the code finishes a login, a link or an update. */
export default function AwaitingCodeScreen() {
  const { data } = useScreen<AwaitingCodeData>();
  const email = useEmail();
  const appName = useKernelState(selectAppName);
  const address = data.email ?? email.getState().email ?? '';
  return (
    <PasswordlessCodeView
      actions={email}
      address={address}
      oldAddress={data.oldAddress}
      purpose={data.purpose}
      text={format(email.messages.enterCodeText, { email: address, app: appName })}
    />
  );
}
