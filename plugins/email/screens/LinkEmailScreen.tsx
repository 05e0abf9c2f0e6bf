'use client';
import { useEmail } from '../use-email';
import { EmailAddressForm } from '../EmailAddressForm';

/** LINK_EMAIL_SCREEN: the address to link; the code screen finishes the link. */
export default function LinkEmailScreen() {
  const m = useEmail().messages;
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.linkTitle}</h2>
      <p className="ptc-screen__text">{m.linkText}</p>
      <EmailAddressForm purpose="link" />
    </div>
  );
}
