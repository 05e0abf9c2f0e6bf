'use client';
import type { KernelState } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useScreen } from '../../../ui/hooks/use-screen';
import { format } from '../../../ui/messages';
import { PasswordlessCodeView } from '../../../ui/screens/PasswordlessCodeView';
import { useEmail } from '../use-email';
import type { AwaitingCodeData } from './EmailAddressForm';

const selectAppName = (state: KernelState) => state.appConfig?.name ?? '';

/** AWAITING_PASSWORDLESS_CODE for email: the code finishes a login, a link or an update. */
export default function AwaitingCodeScreen() {
  const { data } = useScreen<AwaitingCodeData>();
  const email = useEmail();
  const appName = useKernelState(selectAppName);
  const address = data.email ?? email.getState().email ?? '';
  const verify = (code: string) =>
    data.purpose === 'link'
      ? email.link(code)
      : data.purpose === 'update'
        ? email.update(data.oldAddress ?? '', address, code)
        : email.loginWithCode(code);
  return (
    <PasswordlessCodeView
      title={email.messages.enterCodeTitle}
      text={format(email.messages.enterCodeText, { email: address, app: appName })}
      verify={verify}
      resend={() => email.sendCode(address)}
      labels={email.messages}
    />
  );
}
