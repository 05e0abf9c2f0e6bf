import { describe, expect, it } from 'vitest';
import { authAnswer, wireUser } from '../test/support/wire';
import { AuthResponseSchema, ForkResponseSchema, SessionResponseSchema } from './session';

describe('AuthResponseSchema', () => {
  it('maps the authentication answer', () => {
    const answer = AuthResponseSchema.parse(
      authAnswer({
        is_new_user: true,
        session_update_action: 'ignore',
        oauth_tokens: {
          provider: 'google',
          access_token: 'g-at',
          access_token_expires_in_seconds: 3600,
          refresh_token: 'g-rt',
          refresh_token_expires_in_seconds: 86400,
          scopes: ['email'],
        },
      }),
    );
    expect(answer).toMatchObject({
      accessToken: 'access-token',
      refreshToken: 'refresh-token',
      identityToken: 'identity-token',
      isNewUser: true,
      sessionUpdateAction: 'ignore',
      oauthTokens: {
        provider: 'google',
        accessToken: 'g-at',
        accessTokenExpiresInSeconds: 3600,
        refreshToken: 'g-rt',
        refreshTokenExpiresInSeconds: 86400,
        scopes: ['email'],
      },
    });
    expect(answer.user.id).toBe('did:privy:user-1');
    expect(answer.user.createdAt).toBeInstanceOf(Date);
  });

  it('reads the access token from privy_access_token when token is absent', () => {
    const answer = AuthResponseSchema.parse(authAnswer({ token: null, privy_access_token: 'alt-token' }));
    expect(answer.accessToken).toBe('alt-token');
  });

  it('defaults is_new_user to false and an absent action to null', () => {
    const answer = AuthResponseSchema.parse({ user: wireUser() });
    expect(answer).toMatchObject({
      accessToken: null,
      refreshToken: null,
      identityToken: null,
      isNewUser: false,
      sessionUpdateAction: null,
      oauthTokens: null,
    });
  });

  it('requires a user on an authentication answer but not on a session answer', () => {
    expect(AuthResponseSchema.safeParse(authAnswer({ user: null })).success).toBe(false);
    expect(SessionResponseSchema.safeParse({ user: null, session_update_action: 'clear' }).success).toBe(true);
  });

  it('rejects an unknown update action', () => {
    expect(SessionResponseSchema.safeParse(authAnswer({ session_update_action: 'wipe' as never })).success).toBe(false);
  });
});

describe('ForkResponseSchema', () => {
  it('maps the fork answer', () => {
    expect(ForkResponseSchema.parse({ token: 't', refresh_token: 'r', new_session_refresh_token: 'n' })).toEqual({
      accessToken: 't',
      refreshToken: 'r',
      newSessionRefreshToken: 'n',
    });
    expect(ForkResponseSchema.safeParse({ token: 't', refresh_token: 'r' }).success).toBe(false);
  });
});
