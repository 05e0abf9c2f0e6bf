/** The plugin's screens (section 2.1). One list serves login, link and connect-only; the intent tells them apart. */
export const WALLET_LIST_SCREEN = 'WALLET_LIST_SCREEN';
export const LINK_WALLET_SCREEN = 'LINK_WALLET_SCREEN';
export const CONNECT_ONLY_LANDING_SCREEN = 'CONNECT_ONLY_LANDING_SCREEN';
export const CONNECT_ONLY_AUTHENTICATED_SCREEN = 'CONNECT_ONLY_AUTHENTICATED_SCREEN';
export const AWAITING_CONNECTION = 'AWAITING_CONNECTION';
export const AWAITING_CONNECT_ONLY_CONNECTION = 'AWAITING_CONNECT_ONLY_CONNECTION';
export const INSTALL_WALLET_SCREEN = 'INSTALL_WALLET_SCREEN';
/** Section 2.1: the named extension wallet (Phantom) when absent: on a phone, and elsewhere (with Reload). */
export const PHANTOM_INTERSTITIAL_SCREEN = 'PHANTOM_INTERSTITIAL_SCREEN';
export const INSTALL_PHANTOM_SCREEN = 'INSTALL_PHANTOM_SCREEN';
/** A wallet link (connector and wallet client parameters) opened where that wallet is absent. */
export const LOGIN_FAILED_SCREEN = 'LOGIN_FAILED_SCREEN';
