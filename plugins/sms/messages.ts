/** Every user-visible string of the SMS plugin; hosts override any of them with `sms({ messages })`. */
export const smsMessages = {
  continueWithSms: 'Continue with SMS',
  phoneLabel: 'Phone number',
  countryLabel: 'Country',
  submit: 'Submit',
  phoneAndCodeRequired: 'Phone number and SMS code must be set',
  updateFieldsRequired: 'Old phone number, new phone number and SMS code must be set',
  phoneRequired: 'Phone number must be set',
  noPhoneToUpdate: 'User does not have a phone number to update',
  enterCodeTitle: 'Enter confirmation code',
  enterCodeText: 'Please check {phone} for a text message from {app} and enter your code below.',
  resendCode: 'Resend code',
  codeSent: 'Code sent',
  linkTitle: 'Link your phone number',
  linkText: 'Enter the phone number you want to link to your account.',
  updateTitle: 'Update your phone number',
  updateText: 'Enter your new phone number. Your current one is {phone}.',
};
export type SmsMessages = typeof smsMessages;
