import { PorticoError, type FlowIntent, type Portico } from 'portico';
import { GALLERY_WALLET_ID } from './fake-wallet';
import { SAMPLE_CODE, SAMPLE_EMAIL, SAMPLE_PHONE, SAMPLE_TELEGRAM_AUTH } from './fixtures';
import type { GalleryPlugins } from './screens';

export type GalleryKernel = Portico<GalleryPlugins>;

/** What a screen shows in the gallery; a screen without a sample opens with empty data. */
export interface Sample {
  /** The flow it belongs to; login by default. */
  intent?: FlowIntent;
  /**
   * Drives the plugins' public actions against the stub API, for the state the screen reads. It runs once the screen
   * is open, as a person's actions would: some plugins start a screen afresh when it opens (Telegram).
   */
  prepare?(kernel: GalleryKernel): Promise<unknown>;
  /** The screen's data. */
  data?: Record<string, unknown>;
}

const logIn = async (kernel: GalleryKernel) => {
  await kernel.email.sendCode(SAMPLE_EMAIL);
  await kernel.email.loginWithCode(SAMPLE_CODE);
};
/** Link and update screens are opened for a logged-in user (the sample user has an address, a number and two passkeys). */
const forLoggedInUser: Sample = { intent: 'link', prepare: logIn };
// The failure is the sample: it is kept in the plugin's state, which the screen shows.
const ignoreFailure = () => {};

/** The person opened the recovery flow for a wallet they have. */
const setRecovery = { initiatedBy: 'user', purpose: 'update' };

/** A funding request (section 3) for 0.05 ETH on the gallery's chain, as the method selection passes it on. */
const fundingRequest = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '0.05',
  chainId: 31337,
  erc20Address: null,
  erc20ContractInfo: null,
  isUSDC: false,
  methodScreen: null,
  comingFromSendTransactionScreen: false,
};
const funding: Sample = { intent: 'funding', data: fundingRequest };

/** Samples by plugin id ('shell' for the modal's own screens), then by screen name. */
export const samples: Record<string, Record<string, Sample>> = {
  shell: {
    ERROR_SCREEN: { data: { error: new PorticoError('client_request_timeout', 'The request timed out.', { retryable: true }) } },
  },
  email: {
    AWAITING_PASSWORDLESS_CODE: {
      prepare: (kernel) => kernel.email.sendCode(SAMPLE_EMAIL),
      data: { email: SAMPLE_EMAIL, purpose: 'login' },
    },
    LINK_EMAIL_SCREEN: forLoggedInUser,
    UPDATE_EMAIL_SCREEN: forLoggedInUser,
  },
  sms: {
    AWAITING_PASSWORDLESS_CODE: {
      prepare: (kernel) => kernel.sms.sendCode(SAMPLE_PHONE),
      data: { phoneNumber: SAMPLE_PHONE, purpose: 'login' },
    },
    LINK_PHONE_SCREEN: forLoggedInUser,
    UPDATE_PHONE_SCREEN: forLoggedInUser,
  },
  oauth: {
    // The stub refuses oauth/init (rate limited), so the screen settles on its failure with Retry.
    AWAITING_OAUTH_SCREEN: { prepare: (kernel) => kernel.oauth.login('github', { flow: 'redirect' }).catch(ignoreFailure) },
  },
  telegram: {
    // The stub refuses the signed data, so the screen shows the failure with Telegram's detail and Retry.
    TELEGRAM_AUTH_SCREEN: {
      prepare: (kernel) => kernel.telegram.login({ authResult: SAMPLE_TELEGRAM_AUTH }).catch(ignoreFailure),
    },
  },
  passkey: {
    LINK_PASSKEY_SCREEN: forLoggedInUser,
  },
  siwe: {
    LINK_WALLET_SCREEN: forLoggedInUser,
    CONNECT_ONLY_LANDING_SCREEN: { intent: 'connect' },
    CONNECT_ONLY_AUTHENTICATED_SCREEN: { intent: 'connect', prepare: logIn },
    // The gallery's wallet refuses, so the awaiting screens settle on "You rejected the request" with Retry.
    AWAITING_CONNECTION: { data: { walletId: GALLERY_WALLET_ID } },
    AWAITING_CONNECT_ONLY_CONNECTION: { intent: 'connect', data: { walletId: GALLERY_WALLET_ID } },
    INSTALL_WALLET_SCREEN: { data: { walletId: 'metamask' } },
    INSTALL_PHANTOM_SCREEN: { data: { walletId: 'phantom' } },
    // The gallery is a desktop page: the interstitial shows Phantom's install view there (on a phone, "Open in Phantom").
    PHANTOM_INTERSTITIAL_SCREEN: { data: { walletId: 'phantom' } },
    LOGIN_FAILED_SCREEN: { data: { walletId: 'phantom' } },
  },
  funding: {
    FUNDING_METHOD_SELECTION_SCREEN: funding,
    FUNDING_MANUAL_TRANSFER_SCREEN: funding,
    MOONPAY_PROMPT_SCREEN: funding,
    MOONPAY_STATUS_SCREEN: funding,
    COINBASE_ONRAMP_PROMPT_SCREEN: funding,
    COINBASE_ONRAMP_STATUS_SCREEN: funding,
    // No wallet is connected in the gallery: the screen says so.
    FUNDING_TRANSFER_FROM_WALLET_SCREEN: funding,
    // A transfer sent on the gallery's one chain; nothing answers there, so the screen keeps waiting for the funds.
    FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN: {
      intent: 'funding',
      data: {
        ...fundingRequest,
        transfer: {
          fromChainId: 31337,
          toChainId: 31337,
          hashes: [`0x${'ab'.repeat(32)}`],
          requestId: null,
          recipient: fundingRequest.address,
          token: null,
          symbol: 'ETH',
          decimals: 18,
          amount: '0.05',
          amountOut: '50000000000000000',
          balanceBefore: '0',
        },
      },
    },
  },
  mfa: {
    // A logged-in user without a method: the chooser, every method still to add.
    MFA_ENROLLMENT_FLOW_SCREEN: { intent: 'mfa', prepare: logIn },
    MFA_VERIFY_SCREEN: { intent: 'mfa', data: { reason: 'sign' } },
  },
  embeddedWallet: {
    // Without a login the creation fails at once, so the screen rests on its error view with Retry.
    EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: {},
    EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN: { intent: 'recovery', data: { ...setRecovery, methods: ['user-passcode', 'google-drive'] } },
    EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN: { intent: 'recovery' },
    EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN: { intent: 'recovery', data: setRecovery },
    EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: { intent: 'recovery', data: setRecovery },
    EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN: { intent: 'recovery', data: setRecovery },
    EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN: { intent: 'recovery' },
    EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN: { intent: 'recovery', data: { mode: 'recover', method: 'google-drive' } },
    // No transaction was sent in the gallery: the screen shows its preparing view.
    EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN: { intent: 'transaction' },
    // Without the provider's export page (the gallery has no emulator) the screen shows its loading view.
    EMBEDDED_WALLET_KEY_EXPORT_SCREEN: { intent: 'export' },
    EMBEDDED_WALLET_VERIFY_IDENTITY_SCREEN: { intent: 'reauthenticate' },
    // personal_sign's message is hex; the screen shows its text.
    EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: {
      intent: 'sign',
      data: { method: 'personal_sign', params: ['0x48656c6c6f2066726f6d2074686520506f727469636f2067616c6c657279', '0x0000000000000000000000000000000000000001'] },
    },
  },
};
