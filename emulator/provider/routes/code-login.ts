import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { LoginMode } from '../../../schemas';
import { linkAccount, replaceAccount, unlinkAccount } from '../account-linking';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import { assertCaptcha } from '../captcha';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { logInWithProof, type ProvenAccount } from '../login';
import { sendLoginCode, spendLoginCode } from '../login-codes';
import type { AppRecord } from '../../shared/records';
import { createSession } from '../sessions';

type Schema<T> = z.ZodMiniType<T>;

/**
 * How one channel of login by a sent code (email, SMS) differs from the other: its request bodies and the field
 * names in them, how an address is written canonically, who may use it, and the account it proves.
 */
export interface CodeChannel<
  Init extends { token?: string | null },
  Auth extends { code: string; mode?: LoginMode },
  Link extends { code: string },
  Update extends { code: string },
  Unlink,
> {
  channel: 'email' | 'sms';
  accountType: 'email' | 'phone';
  requests: { init: Schema<Init>; authenticate: Schema<Auth>; link: Schema<Link>; update: Schema<Update>; unlink: Schema<Unlink> };
  /** The address each body names, as written on the wire. */
  address: { init(body: Init): string; authenticate(body: Auth): string; link(body: Link): string; unlink(body: Unlink): string };
  update(body: Update): { oldAddress: string; newAddress: string };
  normalize(address: string): string;
  /** Refuses an app that has this channel's login off. */
  requireEnabled(app: AppRecord): void;
  /** A check before a code goes out (SMS: the number's region). */
  beforeSend?(app: AppRecord, address: string): void;
  proof(ctx: EmulatorContext, address: string, mode?: LoginMode): ProvenAccount;
  noSuchAccount: string;
}

/** POST init, authenticate, link, update and unlink of a login by a code sent to an address, for one channel. */
export function codeLoginRoutes<
  Init extends { token?: string | null },
  Auth extends { code: string; mode?: LoginMode },
  Link extends { code: string },
  Update extends { code: string },
  Unlink,
>(ctx: EmulatorContext, channel: CodeChannel<Init, Auth, Link, Update, Unlink>) {
  const { requests, address, normalize, requireEnabled } = channel;
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/init', async (c) => {
      const body = await readBody(c, requests.init);
      const app = c.get('app');
      const to = normalize(address.init(body));
      requireEnabled(app);
      await assertCaptcha(ctx, c, body.token);
      channel.beforeSend?.(app, to);
      sendLoginCode(ctx, app.config.id, channel.channel, to);
      return c.json({ success: true });
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, requests.authenticate);
      const app = c.get('app');
      const to = normalize(address.authenticate(body));
      requireEnabled(app);
      spendLoginCode(ctx, app.config.id, channel.channel, to, body.code);
      const { user, isNewUser } = await logInWithProof(ctx, c, channel.proof(ctx, to, body.mode));
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, requests.link);
      const app = c.get('app');
      const to = normalize(address.link(body));
      requireEnabled(app);
      spendLoginCode(ctx, app.config.id, channel.channel, to, body.code);
      return c.json(linkAccount(ctx, currentUser(ctx, c), channel.proof(ctx, to)));
    })
    .post('/update', requireUser(ctx), async (c) => {
      const body = await readBody(c, requests.update);
      const app = c.get('app');
      const { oldAddress, newAddress } = channel.update(body);
      const [from, to] = [normalize(oldAddress), normalize(newAddress)];
      requireEnabled(app);
      spendLoginCode(ctx, app.config.id, channel.channel, to, body.code);
      return c.json(replaceAccount(ctx, currentUser(ctx, c), from, channel.proof(ctx, to), channel.noSuchAccount));
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const body = await readBody(c, requests.unlink);
      const account = normalize(address.unlink(body));
      return c.json(unlinkAccount(ctx, currentUser(ctx, c), channel.accountType, account, channel.noSuchAccount));
    });
}
