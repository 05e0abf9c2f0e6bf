/** The card on-ramps' strings (sections 2, 4 and 8), spread into the funding plugin's one table. */
export const cardOnRampMessages = {
  moonpayName: 'MoonPay',
  coinbaseName: 'Coinbase Onramp',
  // MOONPAY_PROMPT_SCREEN
  moonpayPromptTitle: 'Pay with card',
  moonpayPromptText: 'Buy {amount} {symbol} on {chain} with a card through MoonPay. Its window opens to take your payment.',
  // COINBASE_ONRAMP_PROMPT_SCREEN (section 2's intro)
  coinbasePromptTitle: 'Continue to the provider',
  coinbasePromptText: 'Buy {amount} {symbol} on {chain} with Coinbase in a new window.',
  coinbaseComplianceNote: 'The first purchase can take a few hours while Coinbase completes its compliance checks.',
  onRampContinue: 'Continue',
  onRampUnsupported: '{provider} does not sell {symbol} on {chain}. Use another method to fund your wallet.',
  // The status screens (section 4).
  onRampCompletedTitle: "You've funded your account!",
  onRampCompletedText: 'It may take a few minutes for the assets to appear.',
  onRampWaitingTitle: 'Processing payment',
  onRampWaitingText: 'This may take up to a few hours. You will receive an email when the purchase is complete.',
  onRampInProgressTitle: 'In Progress',
  onRampInProgressText: 'Finish your purchase in the {provider} window.',
  onRampOpenProvider: 'Open {provider}',
  onRampFailedTitle: 'Funding failed',
  onRampFailed: 'Something went wrong adding funds from {provider}. Please try again or use another method to fund your wallet.',
  onRampServiceFailure: '{provider} could not be reached. Your purchase may still go through: check your balance before you try again.',
  onRampTryAgain: 'Try again',
  // Section 8, the second provider.
  coinbaseUnsupportedChain: 'Unsupported chainId',
  coinbaseExited: 'User exited Coinbase Onramp flow before transaction response.',
  coinbaseTimedOut: 'Timed out waiting for transaction response from Coinbase Onramp.',
};
export type CardOnRampMessages = typeof cardOnRampMessages;
