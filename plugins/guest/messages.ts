/** Every user-visible string of the guest plugin; hosts override any of them with `guest({ messages })`. */
export const guestMessages = {
  guestRefused: 'Unable to authenticate guest account',
  logOutFirst: 'Log out before continuing as a guest.',
};
export type GuestMessages = typeof guestMessages;
