/** The transfer from another wallet or network (section 2): the form with its confirm view, then the wait. */
export const FUNDING_TRANSFER_FROM_WALLET_SCREEN = 'FUNDING_TRANSFER_FROM_WALLET_SCREEN';
export const FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN = 'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN';
