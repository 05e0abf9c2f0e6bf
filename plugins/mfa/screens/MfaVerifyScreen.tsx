'use client';
import type { TransactionSummary } from '../../../kit/services/transaction-summary';
import { useScreen } from '../../../ui/hooks/use-screen';
import { useMfa } from '../use-mfa';
import { MfaVerifyView } from '../MfaVerifyView';
import { TransactionDetails } from '../TransactionDetails';

/**
 * MFA_VERIFY_SCREEN, the verification prompt: a right answer settles the prompt (which closes it, or gives back the
 * screen it opened over); 'Not now' closes it. A transaction's details show in an accordion.
 */
export default function MfaVerifyScreen() {
  const { navigation, data } = useScreen<{ transaction: TransactionSummary }>();
  const { messages } = useMfa();
  const details = data.transaction && <TransactionDetails m={messages} transaction={data.transaction} />;
  return <MfaVerifyView onCancel={() => navigation.close()} details={details} />;
}
