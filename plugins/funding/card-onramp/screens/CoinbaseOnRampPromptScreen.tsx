'use client';
import { OnRampPrompt } from '../OnRampPrompt';

/** COINBASE_ONRAMP_PROMPT_SCREEN: the second card provider's prompt. */
export default function CoinbaseOnRampPromptScreen() {
  return <OnRampPrompt method="coinbase-onramp" />;
}
