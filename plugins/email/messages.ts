/** Every user-visible string of the email plugin; hosts may override any of them. */
export const emailMessages = {
  continueWithEmail: 'Continue with Email',
  emailAndCodeRequired: 'Email and email code must be set',
  updateFieldsRequired: 'Old email, new email and email code must be set',
  emailRequired: 'Email must be set',
  noEmailToUpdate: 'User does not have an email to update',
};
export type EmailMessages = typeof emailMessages;
