/** Every user-visible string of the email plugin; hosts override any of them with `email({ messages })`. */
export const emailMessages = {
  continueWithEmail: 'Continue with Email',
  emailLabel: 'Email address',
  emailPlaceholder: 'your@email.com',
  submit: 'Submit',
  emailAndCodeRequired: 'Email and email code must be set',
  updateFieldsRequired: 'Old email, new email and email code must be set',
  emailRequired: 'Email must be set',
  noEmailToUpdate: 'User does not have an email to update',
  enterCodeTitle: 'Enter confirmation code',
  enterCodeText: 'Please check {email} for an email from {app} and enter your code below.',
  resendCode: 'Resend code',
  codeSent: 'Code sent',
  linkTitle: 'Link your email',
  linkText: 'Enter the email address you want to link to your account.',
  updateTitle: 'Update your email',
  updateText: 'Enter your new email address. Your current one is {email}.',
};
export type EmailMessages = typeof emailMessages;
