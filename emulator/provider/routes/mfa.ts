import { Hono } from 'hono';
import {
  MfaPasskeysEnrollRequest,
  MfaPasskeysInitRequest,
  MfaSmsEnrollRequest,
  MfaSmsInitRequest,
  MfaTotpEnrollRequest,
  MfaTotpInitRequest,
  MfaUnenrollRequest,
  MfaVerifyRequest,
} from '../../../schemas/mfa';
import { requireApp, requireUser } from '../auth';
import { readBody } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { enrollPasskeys, enrollSms, enrollTotp, initTotp, unenroll } from '../mfa/enrolment';
import { mfaPasskeyOptions, sendMfaSmsInit } from '../mfa/init';
import { verifyMfa } from '../mfa/verify';

/** POST /api/v1/mfa/*: enrolment, removal and verification of a second factor, for a logged-in user (section 6). */
export function mfaRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx), requireUser(ctx))
    .post('/passwordless_sms/init', async (c) => {
      sendMfaSmsInit(ctx, c, await readBody(c, MfaSmsInitRequest));
      return c.json({});
    })
    .post('/passkeys/init', async (c) => {
      await readBody(c, MfaPasskeysInitRequest);
      return c.json(await mfaPasskeyOptions(ctx, c));
    })
    .post('/sms/enroll', async (c) => c.json(enrollSms(ctx, c, await readBody(c, MfaSmsEnrollRequest))))
    .post('/totp/init', async (c) => {
      await readBody(c, MfaTotpInitRequest);
      return c.json(initTotp(ctx, c));
    })
    .post('/totp/enroll', async (c) => c.json(enrollTotp(ctx, c, await readBody(c, MfaTotpEnrollRequest))))
    .post('/passkeys/enroll', async (c) => c.json(enrollPasskeys(ctx, c, await readBody(c, MfaPasskeysEnrollRequest))))
    .post('/unenroll', async (c) => c.json(unenroll(ctx, c, await readBody(c, MfaUnenrollRequest))))
    .post('/verify', async (c) => c.json(await verifyMfa(ctx, c, await readBody(c, MfaVerifyRequest))));
}
