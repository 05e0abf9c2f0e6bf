'use client';
import { EmailAddressForm } from '../EmailAddressForm';

/** The inline email input on the landing screen. */
export default function EmailLoginForm() {
  return <EmailAddressForm purpose="login" />;
}
