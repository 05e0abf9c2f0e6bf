import type { PasskeyAccount } from '../../kernel/index';

/** Section 3.2: authenticator name, else "browser on OS", else the browser, else "Unknown device". */
export function passkeyDeviceLabel(passkey: PasskeyAccount): string {
  if (passkey.authenticatorName) return passkey.authenticatorName;
  if (passkey.createdWithBrowser && passkey.createdWithOs) {
    return `${passkey.createdWithBrowser} on ${passkey.createdWithOs}`;
  }
  return passkey.createdWithBrowser || 'Unknown device';
}
