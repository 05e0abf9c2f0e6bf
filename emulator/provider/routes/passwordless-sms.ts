import { SmsAuthenticateRequest, SmsInitRequest, SmsLinkRequest, SmsUnlinkRequest, SmsUpdateRequest } from '../../../schemas';
import type { EmulatorContext } from '../context';
import { assertSupportedRegion, normalizePhoneNumber, phoneProof, requireSmsLogin } from '../phone-accounts';
import { codeLoginRoutes } from './code-login';

/** POST /api/v1/passwordless_sms/*: the email routes' rules, with codes sent to the outbox as SMS. */
export function passwordlessSmsRoutes(ctx: EmulatorContext) {
  return codeLoginRoutes(ctx, {
    channel: 'sms',
    accountType: 'phone',
    requests: { init: SmsInitRequest, authenticate: SmsAuthenticateRequest, link: SmsLinkRequest, update: SmsUpdateRequest, unlink: SmsUnlinkRequest },
    address: { init: (body) => body.phoneNumber, authenticate: (body) => body.phoneNumber, link: (body) => body.phoneNumber, unlink: (body) => body.phoneNumber },
    update: (body) => ({ oldAddress: body.old_phone_number, newAddress: body.new_phone_number }),
    normalize: normalizePhoneNumber,
    requireEnabled: requireSmsLogin,
    beforeSend: assertSupportedRegion,
    proof: phoneProof,
    noSuchAccount: 'User has no such phone number',
  });
}
