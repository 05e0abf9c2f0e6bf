import { describe, expect, it } from 'vitest';
import { baseErrors, defineErrors, describeError, mergeCatalogues } from './error-catalogue';
import { isPorticoError, PorticoError, toPorticoError } from './errors';

describe('PorticoError', () => {
  it('carries code, shortMessage, details, retryable, status and cause', () => {
    const cause = new Error('root');
    const error = new PorticoError('invalid_data', 'Short', { details: 'More', retryable: true, status: 422, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'PorticoError', code: 'invalid_data', shortMessage: 'Short', details: 'More', retryable: true, status: 422 });
    expect(error.message).toBe('Short\n\nDetails: More');
    expect(error.cause).toBe(cause);
    expect(isPorticoError(error)).toBe(true);
  });

  it('defaults to not retryable and no status', () => {
    expect(new PorticoError('unknown_error', 'x')).toMatchObject({ retryable: false, status: null, details: undefined });
  });

  it('toPorticoError wraps anything thrown, keeping the original as cause', () => {
    const original = new TypeError('boom');
    const wrapped = toPorticoError(original);
    expect(wrapped).toMatchObject({ code: 'unknown_error', shortMessage: 'boom' });
    expect(wrapped.cause).toBe(original);
    expect(toPorticoError('text').shortMessage).toBe('text');
    const same = new PorticoError('invalid_data', 'x');
    expect(toPorticoError(same)).toBe(same);
  });
});

describe('error catalogue', () => {
  const error = (code: ConstructorParameters<typeof PorticoError>[0], message = 'The message', status: number | null = null) =>
    new PorticoError(code, message, { status });

  it('maps the spec\'s error screens', () => {
    expect(describeError(baseErrors, error('client_request_timeout'))).toMatchObject({ title: 'Timed out', detail: 'The message', cta: 'Try again' });
    expect(describeError(baseErrors, error('too_many_requests'))).toMatchObject({
      title: 'Request failed',
      detail: 'Too many attempts.',
      cta: 'Try again later',
    });
    expect(describeError(baseErrors, error('linked_to_another_user'))).toMatchObject({
      title: 'Authentication failed',
      detail: 'This account has already been linked to another user.',
    });
    expect(describeError(baseErrors, error('allowlist_rejected'))).toMatchObject({
      title: "You don't have access to this app",
      detail: 'Have you been invited?',
      cta: 'Try another account',
    });
    expect(describeError(baseErrors, error('disallowed_login_method'))).toMatchObject({ title: 'Not allowed', cta: 'Try another method' });
  });

  it('uses "Something went wrong" with the message for other 400 and 422 errors, else the default', () => {
    expect(describeError(baseErrors, error('api_error', 'Bad input', 400))).toMatchObject({ title: 'Something went wrong', detail: 'Bad input' });
    expect(describeError(baseErrors, error('api_error', 'Bad input', 422))).toMatchObject({ detail: 'Bad input' });
    expect(describeError(baseErrors, error('api_error', 'Hidden', 500))).toMatchObject({
      title: 'Something went wrong',
      detail: 'Try again later',
    });
  });

  it('a plugin catalogue overrides and extends the base one', () => {
    const merged = mergeCatalogues(baseErrors, defineErrors({ too_many_requests: { title: 'Slow down' } }), undefined);
    expect(describeError(merged, error('too_many_requests')).title).toBe('Slow down');
    expect(describeError(merged, error('client_request_timeout')).title).toBe('Timed out');
  });
});
