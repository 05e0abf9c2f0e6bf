import type { AuthResponseWire, ForkResponseWire } from '../../schemas';
import type { EmulatorContext } from './context';
import type { AppRecord, SessionRecord, UserRecord } from '../shared/records';
import { authenticatedAt, issueRefreshToken, type Rotation } from './sessions';
import { toUserWire } from './users';

const tokenInput = (app: AppRecord, session: SessionRecord) => ({
  appId: app.config.id,
  userId: session.user_id,
  sessionId: session.id,
  authenticatedAt: authenticatedAt(session),
  ttlSeconds: app.settings.access_token_ttl_seconds,
});

/** Fresh access and identity tokens with the session's next refresh token (a new one unless a rotation gave it). */
export async function sessionAuthResponse(
  ctx: EmulatorContext,
  app: AppRecord,
  session: SessionRecord,
  user: UserRecord,
  isNewUser: boolean,
  refresh_token = issueRefreshToken(ctx.repo, session.id, 'refresh', ctx.now()),
): Promise<AuthResponseWire> {
  const input = tokenInput(app, session);
  const [token, identity_token] = await Promise.all([
    ctx.tokens.signAccessToken(input),
    ctx.tokens.signIdentityToken({ ...input, linkedAccounts: user.linked_accounts }),
  ]);
  return {
    user: toUserWire(user),
    token,
    refresh_token,
    identity_token,
    is_new_user: isNewUser,
    session_update_action: 'set',
  };
}

/** The caller keeps its session (rotated); the new session is opened later with the single-use recovery token. */
export async function forkResponse(
  ctx: EmulatorContext,
  app: AppRecord,
  caller: Rotation,
  newSession: SessionRecord,
): Promise<ForkResponseWire> {
  const { session: callerSession, refreshToken: refresh_token } = caller;
  const new_session_refresh_token = issueRefreshToken(ctx.repo, newSession.id, 'recovery', ctx.now());
  const token = await ctx.tokens.signAccessToken(tokenInput(app, callerSession));
  return { token, refresh_token, new_session_refresh_token };
}
