'use client';
import type { KernelState } from '../../../kernel/index';
import { PasswordlessCodeView } from '../../../kit/code-login/screens/PasswordlessCodeView';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useScreen } from '../../../ui/hooks/use-screen';
import { format } from '../../../ui/messages';
import { useSms } from '../use-sms';
import { formatInternational } from '../phone-number';
import type { AwaitingSmsCodeData } from '../PhoneNumberForm';

const selectAppName = (state: KernelState) => state.appConfig?.name ?? '';

/** AWAITING_PASSWORDLESS_CODE for SMS: the code finishes a login, a link or an update. */
export default function AwaitingCodeScreen() {
  const { data } = useScreen<AwaitingSmsCodeData>();
  const sms = useSms();
  const appName = useKernelState(selectAppName);
  const phoneNumber = data.phoneNumber ?? sms.getState().phoneNumber ?? '';
  return (
    <PasswordlessCodeView
      actions={sms}
      address={phoneNumber}
      oldAddress={data.oldPhoneNumber}
      purpose={data.purpose}
      text={format(sms.messages.enterCodeText, { phone: formatInternational(phoneNumber), app: appName })}
    />
  );
}
