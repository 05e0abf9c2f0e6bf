'use client';
import { OnRampStatusView } from '../OnRampStatusView';

/** COINBASE_ONRAMP_STATUS_SCREEN: the second card provider's purchase status. */
export default function CoinbaseOnRampStatusScreen() {
  return <OnRampStatusView method="coinbase-onramp" />;
}
