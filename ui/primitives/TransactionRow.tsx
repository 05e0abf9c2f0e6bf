'use client';
import type { ReactNode } from 'react';

/** One line of a transaction's details (`ptc-transaction__details`), with its value in USD when there is one. */
export function TransactionRow({ label, children, usd }: { label: string; children: ReactNode; usd?: string | null }) {
  return (
    <div className="ptc-transaction__row">
      <dt>{label}</dt>
      <dd>
        {children}
        {usd && <span className="ptc-transaction__usd">{usd}</span>}
      </dd>
    </div>
  );
}
