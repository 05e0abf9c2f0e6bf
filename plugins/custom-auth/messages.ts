/** Every user-visible string of the custom-auth plugin; hosts override any of them with `customAuth({ messages })`. */
export const customAuthMessages = {
  syncFailed: 'Failed to sync with custom auth provider',
  tokenRequired: 'Login with a custom auth provider needs a token',
};
export type CustomAuthMessages = typeof customAuthMessages;
