/** The funding screens of helper A's part: the method selection and the manual transfer (section 2). */
export const FUNDING_METHOD_SELECTION_SCREEN = 'FUNDING_METHOD_SELECTION_SCREEN';
export const FUNDING_MANUAL_TRANSFER_SCREEN = 'FUNDING_MANUAL_TRANSFER_SCREEN';
