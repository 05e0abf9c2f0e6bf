'use client';
import type { Ref } from 'react';
import { Button } from '../../../ui/primitives/Button';
import type { EmbeddedWalletMessages } from '../messages';
import type { SendTransactionOptions } from './options';
import type { TransactionView } from './view';
import { ShortHex } from '../../../ui/primitives/ShortHex';
import { TransactionRow as Row } from '../../../ui/primitives/TransactionRow';

export interface ReviewProps {
  m: EmbeddedWalletMessages;
  view: TransactionView;
  options: SendTransactionOptions;
  /** A funding plugin is there: short funds offer 'Add funds' instead of Approve. */
  canAddFunds: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onApprove(): void;
  onAddFunds(): void;
  onCancel(): void;
}

/** The review (section 4): From, To, Action, amount, Est. Fees, Total and balance; Approve (or Add funds) and Cancel. */
export function TransactionReview({ m, view, options, canAddFunds, headingRef, onApprove, onAddFunds, onCancel }: ReviewProps) {
  const info = options.transactionInfo;
  const image = info?.contractInfo?.imgUrl;
  const short = view.insufficientFunds !== null;
  return (
    <>
      {image && <img className="ptc-transaction__image" src={image} alt={info?.contractInfo?.imgAltText ?? ''} />}
      <h2 className="ptc-screen__title" tabIndex={-1} ref={headingRef}>
        {info?.title ?? m.transactionTitle}
      </h2>
      {options.description && <p className="ptc-screen__text">{options.description}</p>}
      {info?.actionDescription && <p className="ptc-screen__text">{info.actionDescription}</p>}
      <dl className="ptc-transaction__details">
        <Row label={m.transactionFrom}>
          <ShortHex value={view.from} />
        </Row>
        <Row label={m.transactionTo}>{view.to ? <ShortHex value={view.to} /> : m.transactionNewContract}</Row>
        <Row label={m.transactionAction}>{view.action}</Row>
        {view.amount && (
          <Row label={m.transactionAmount} usd={view.amountUsd}>
            {view.amount}
          </Row>
        )}
        <Row label={m.transactionFees} usd={view.feeUsd}>
          {view.fee}
        </Row>
        <Row label={m.transactionTotal} usd={view.totalUsd}>
          {view.total}
        </Row>
        <Row label={m.transactionBalance}>{view.balance}</Row>
      </dl>
      {short && <p className="ptc-screen__text ptc-text--error">{view.insufficientFunds}</p>}
      <div className="ptc-screen__actions">
        {short && canAddFunds ? (
          <Button variant="primary" fullWidth onClick={onAddFunds}>
            {m.transactionAddFunds}
          </Button>
        ) : (
          <Button variant="primary" fullWidth disabled={short} onClick={onApprove}>
            {options.buttonText ?? m.transactionApprove}
          </Button>
        )}
        <Button variant="secondary" fullWidth onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </>
  );
}
