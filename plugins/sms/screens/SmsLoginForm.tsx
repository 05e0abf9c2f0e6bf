'use client';
import { PhoneNumberForm } from '../PhoneNumberForm';

/** The inline phone input on the landing screen. */
export default function SmsLoginForm() {
  return <PhoneNumberForm purpose="login" />;
}
