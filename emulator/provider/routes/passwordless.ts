import { EmailAuthenticateRequest, EmailInitRequest, EmailLinkRequest, EmailUnlinkRequest, EmailUpdateRequest } from '../../../schemas';
import type { EmulatorContext } from '../context';
import { emailProof, normalizeEmail, requireEmailLogin } from '../email-accounts';
import { codeLoginRoutes } from './code-login';

/** POST /api/v1/passwordless/*: login, link, update and unlink by a code sent to an email address. */
export function passwordlessRoutes(ctx: EmulatorContext) {
  return codeLoginRoutes(ctx, {
    channel: 'email',
    accountType: 'email',
    requests: { init: EmailInitRequest, authenticate: EmailAuthenticateRequest, link: EmailLinkRequest, update: EmailUpdateRequest, unlink: EmailUnlinkRequest },
    address: { init: (body) => body.email, authenticate: (body) => body.email, link: (body) => body.email, unlink: (body) => body.address },
    update: (body) => ({ oldAddress: body.oldAddress, newAddress: body.newAddress }),
    normalize: normalizeEmail,
    requireEnabled: requireEmailLogin,
    proof: emailProof,
    noSuchAccount: 'User has no such email address',
  });
}
