'use client';
import type { ReactNode } from 'react';
import { Spinner } from '../../../ui/primitives/Spinner';
import { format } from '../../../ui/messages';
import type { FundingMessages } from '../messages';
import { formatDollars } from './format';
import { bridging, type TransferPlan } from './plan';
import { ShortHex } from '../../../ui/primitives/ShortHex';

/**
 * The transfer form's confirm view (section 2), shown while the wallet asks the person: Total, To, Network and the
 * estimated fee, under 'Bridging with {wallet}' across chains or 'Confirming with {wallet}' on one.
 */
export function TransferConfirmView({ plan, m }: { plan: TransferPlan; m: FundingMessages }) {
  const { choice, total, feeUsd } = plan;
  const wallet = choice.wallet.branding.name;
  const across = bridging(choice);
  const rows: [string, ReactNode][] = [
    [
      m.transferTotal,
      <>
        <span>{`${total.amount} ${total.symbol}`}</span>
        {total.usd !== null && <span className="ptc-transaction__usd">{formatDollars(total.usd, m)}</span>}
      </>,
    ],
    [m.transferRecipient, <ShortHex key="recipient" value={choice.recipient} />],
    [m.transferNetwork, across ? format(m.transferNetworks, { from: choice.from.name, to: choice.to.name }) : choice.from.name],
    [m.transferEstimatedFee, feeUsd === null ? m.transferFeeUnknown : formatDollars(feeUsd, m)],
  ];
  return (
    <>
      <h2 className="ptc-screen__title">{format(across ? m.transferBridgingWith : m.transferConfirmingWith, { wallet })}</h2>
      <p className="ptc-screen__text">{format(m.transferApproveInWallet, { wallet })}</p>
      <dl className="ptc-transaction__details" aria-label={m.transferSummary}>
        {rows.map(([label, value]) => (
          <div key={label} className="ptc-transaction__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Spinner label={format(m.transferApproveInWallet, { wallet })} />
    </>
  );
}
