'use client';
import type { TransactionSummary } from '../../kit/services/transaction-summary';
import type { MfaMessages } from './messages';
import { ShortHex } from '../../ui/primitives/ShortHex';
import { TransactionRow as Row } from '../../ui/primitives/TransactionRow';

/** Section 2: what is being verified for, closed by default, at most 700 px tall. */
export function TransactionDetails({ m, transaction }: { m: MfaMessages; transaction: TransactionSummary }) {
  return (
    <details className="ptc-mfa-transaction">
      <summary>{m.transactionDetails}</summary>
      <dl className="ptc-transaction__details">
        <Row label={m.detailFrom}>
          <ShortHex value={transaction.from} />
        </Row>
        <Row label={m.detailTo}>{transaction.to ? <ShortHex value={transaction.to} /> : m.detailNewContract}</Row>
        <Row label={m.detailAction}>{transaction.action}</Row>
        <Row label={m.detailFees}>{transaction.fee}</Row>
        <Row label={m.detailTotal}>{transaction.total}</Row>
      </dl>
    </details>
  );
}
