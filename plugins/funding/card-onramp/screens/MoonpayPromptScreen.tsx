'use client';
import { OnRampPrompt } from '../OnRampPrompt';

/** MOONPAY_PROMPT_SCREEN: the first card provider's prompt. */
export default function MoonpayPromptScreen() {
  return <OnRampPrompt method="moonpay" />;
}
