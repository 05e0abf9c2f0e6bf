'use client';
import { OnRampStatusView } from '../OnRampStatusView';

/** MOONPAY_STATUS_SCREEN: the first card provider's purchase status. */
export default function MoonpayStatusScreen() {
  return <OnRampStatusView method="moonpay" />;
}
