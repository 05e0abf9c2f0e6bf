'use client';
import type { KernelState } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { format } from '../../../ui/messages';
import { useEmail } from '../use-email';
import { EmailAddressForm } from '../EmailAddressForm';

const selectCurrentEmail = (state: KernelState) => state.user?.email?.address ?? null;

/** UPDATE_EMAIL_SCREEN: the new address; the code sent to it confirms the change. */
export default function UpdateEmailScreen() {
  const m = useEmail().messages;
  const current = useKernelState(selectCurrentEmail);
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.updateTitle}</h2>
      {current && <p className="ptc-screen__text">{format(m.updateText, { email: current })}</p>}
      <EmailAddressForm purpose="update" {...(current && { oldAddress: current })} />
    </div>
  );
}
