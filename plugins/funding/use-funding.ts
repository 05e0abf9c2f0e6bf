'use client';
import type { Portico } from '../../kernel/index';
import { useKernel } from '../../ui/context';
import { useScreen } from '../../ui/hooks/use-screen';
import type { FundingPlugin } from './index';
import type { FundingRequest } from './request';

/** The funding plugin's actions, for its screens: messages, the sub-areas, moving between screens. */
export function useFunding() {
  return (useKernel() as Portico<[FundingPlugin]>).funding;
}

/** The funding request (section 3) the screen on show was opened with. */
export function useFundingRequest(): FundingRequest {
  return useScreen<FundingRequest>().data as FundingRequest;
}
