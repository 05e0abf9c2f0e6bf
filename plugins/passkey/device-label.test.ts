import { describe, expect, it } from 'vitest';
import type { PasskeyAccount } from '../../kernel/index';
import { passkeyDeviceLabel } from './device-label';

describe('passkeyDeviceLabel', () => {
  const passkey = (fields: Partial<PasskeyAccount>): PasskeyAccount => ({
    type: 'passkey',
    credentialId: 'c',
    publicKey: null,
    enrolledInMfa: false,
    authenticatorName: null,
    createdWithDevice: null,
    createdWithOs: null,
    createdWithBrowser: null,
    verifiedAt: null,
    firstVerifiedAt: null,
    latestVerifiedAt: null,
    ...fields,
  });

  it('is the authenticator name when present', () => {
    expect(passkeyDeviceLabel(passkey({ authenticatorName: 'YubiKey 5', createdWithBrowser: 'Chrome', createdWithOs: 'macOS' }))).toBe(
      'YubiKey 5',
    );
  });
  it('else "browser on OS"', () => {
    expect(passkeyDeviceLabel(passkey({ createdWithBrowser: 'Chrome', createdWithOs: 'macOS' }))).toBe('Chrome on macOS');
  });
  it('else the browser', () => {
    expect(passkeyDeviceLabel(passkey({ createdWithBrowser: 'Firefox' }))).toBe('Firefox');
  });
  it('else "Unknown device"', () => {
    expect(passkeyDeviceLabel(passkey({}))).toBe('Unknown device');
    expect(passkeyDeviceLabel(passkey({ createdWithOs: 'Linux', createdWithDevice: 'Laptop' }))).toBe('Unknown device');
  });
});
