import { Hono } from 'hono';
import * as z from 'zod/mini';
import { readBody } from '../../shared/body';
import { issueCaptchaToken } from '../../provider/captcha';
import { CAPTCHA_SCRIPT } from '../captcha-script';
import type { EmulatorContext, EmulatorEnv } from '../../provider/context';

const TokenRequest = z.object({ sitekey: z.string() });

/** The test captcha: its script (GET /js/captcha.js) and the tokens it asks for (POST /dev/captcha/tokens). */
export function captchaRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .get('/js/captcha.js', (c) =>
      c.body(CAPTCHA_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
    )
    .post('/dev/captcha/tokens', async (c) => {
      const { sitekey } = await readBody(c, TokenRequest);
      return c.json(issueCaptchaToken(ctx, sitekey));
    });
}
