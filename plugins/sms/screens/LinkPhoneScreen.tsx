'use client';
import { useSms } from '../use-sms';
import { PhoneNumberForm } from '../PhoneNumberForm';

/** LINK_PHONE_SCREEN: the number to link; the code screen finishes the link. */
export default function LinkPhoneScreen() {
  const m = useSms().messages;
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.linkTitle}</h2>
      <p className="ptc-screen__text">{m.linkText}</p>
      <PhoneNumberForm purpose="link" />
    </div>
  );
}
