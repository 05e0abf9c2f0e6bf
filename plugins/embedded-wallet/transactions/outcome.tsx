'use client';
import type { Ref } from 'react';
import { Button } from '../../../ui/primitives/Button';
import { CopyButton } from '../../../ui/primitives/CopyButton';
import { useMessages } from '../../../ui/use-messages';
import type { EmbeddedWalletMessages } from '../messages';
import type { SendTransactionOptions } from './options';
import type { TransactionFailureView } from './failure';
import { ShortHex } from '../../../ui/primitives/ShortHex';

/** The transaction hash as text to select or copy; no explorer link (the chain may have none). */
function TransactionHash({ m, hash }: { m: EmbeddedWalletMessages; hash: string }) {
  return (
    <div className="ptc-transaction__hash">
      <p className="ptc-screen__text">
        {m.transactionHash}
        <br />
        <ShortHex value={hash} />
      </p>
      <CopyButton value={hash} label={m.transactionCopyHash} copiedLabel={m.passwordCopied} />
    </div>
  );
}

export interface ReceiptProps {
  m: EmbeddedWalletMessages;
  options: SendTransactionOptions;
  hash: string;
  headingRef: Ref<HTMLHeadingElement>;
  onClose(): void;
}

/** The receipt (complete): the success header and description, the hash, and Close. */
export function TransactionReceiptView({ m, options, hash, headingRef, onClose }: ReceiptProps) {
  const ui = useMessages();
  return (
    <>
      <h2 className="ptc-screen__title" tabIndex={-1} ref={headingRef}>
        {options.successHeader ?? m.transactionSuccessHeader}
      </h2>
      <p className="ptc-screen__text">{options.successDescription ?? m.transactionSuccessDescription}</p>
      <TransactionHash m={m} hash={hash} />
      <div className="ptc-screen__actions">
        <Button variant="primary" fullWidth onClick={onClose}>
          {ui.close}
        </Button>
      </div>
    </>
  );
}

export interface ErrorProps {
  m: EmbeddedWalletMessages;
  error: TransactionFailureView;
  headingRef: Ref<HTMLHeadingElement>;
  onRetry(): void;
}

/** Section 8's error view: title, message, code, the hash when the chain had one, and Retry. */
export function TransactionErrorView({ m, error, headingRef, onRetry }: ErrorProps) {
  return (
    <>
      <h2 className="ptc-screen__title" tabIndex={-1} ref={headingRef}>
        {error.title}
      </h2>
      <p className="ptc-screen__text">{error.message}</p>
      <p className="ptc-screen__text ptc-transaction__code">{m.transactionErrorCode.replace('{code}', String(error.code))}</p>
      {error.hash && <TransactionHash m={m} hash={error.hash} />}
      <div className="ptc-screen__actions">
        <Button variant="primary" fullWidth onClick={onRetry}>
          {m.retry}
        </Button>
      </div>
    </>
  );
}
