'use client';
import type { FundingRequest } from '../request';
import { useFunding, useFundingRequest } from '../use-funding';

/** Whether the header has somewhere to go back to: the send-transaction screen, or the funding screen under this one. */
export const canGoBack = (request: FundingRequest): boolean =>
  request.comingFromSendTransactionScreen || request.overFundingScreen === true;

/**
 * The funding screens' header (section 2): its back control goes to the send-transaction screen when the flow came from
 * there, else to the method selection. Funding screens open over each other without navigation history, so the
 * modal's own back control stays hidden and this one is the only one.
 */
export function FundingHeader() {
  const { messages: m, back } = useFunding();
  const request = useFundingRequest();
  if (!canGoBack(request)) return null;
  return (
    <div className="ptc-funding-header">
      <button type="button" className="ptc-icon-button" aria-label={m.back} onClick={() => back(request)}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </button>
    </div>
  );
}
