'use client';
import type { KernelState } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { format } from '../../../ui/messages';
import { useSms } from '../use-sms';
import { formatInternational } from '../phone-number';
import { PhoneNumberForm } from '../PhoneNumberForm';

const selectCurrentPhone = (state: KernelState) => state.user?.phone?.number ?? null;

/** UPDATE_PHONE_SCREEN: the new number; the code sent to it confirms the change. */
export default function UpdatePhoneScreen() {
  const m = useSms().messages;
  const current = useKernelState(selectCurrentPhone);
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.updateTitle}</h2>
      {current && <p className="ptc-screen__text">{format(m.updateText, { phone: formatInternational(current) })}</p>}
      <PhoneNumberForm purpose="update" {...(current && { oldPhoneNumber: current })} />
    </div>
  );
}
