'use client';
import { useScreenBack } from '../../ui/hooks/use-screen-back';
import { useFunding, useFundingRequest } from './use-funding';

/**
 * The funding screens' back (section 2), shown by the modal header: to the send-transaction screen when the flow came
 * from there, else to the funding screen under this one. Funding screens open over each other as prompts, without
 * navigation history, so this is their only back; none on the flow's first screen, nor where `shown` is false (a
 * success, a wait on the wallet).
 */
export function useFundingBack(shown = true): void {
  const { back } = useFunding();
  const request = useFundingRequest();
  const somewhere = request.comingFromSendTransactionScreen || request.overFundingScreen === true;
  useScreenBack(shown && somewhere ? () => back(request) : 'none');
}
