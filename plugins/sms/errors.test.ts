import { describe, expect, it } from 'vitest';
import { describeError, PorticoError } from '../../kernel/index';
import { smsErrors } from './errors';

describe('smsErrors', () => {
  it('names an unsupported region, a failed delivery and a refused captcha token', () => {
    expect(describeError(smsErrors, new PorticoError('not_supported', 'x'))).toMatchObject({
      title: 'This region is not supported',
      detail: 'SMS authentication from this region is not available',
      cta: 'Try another method',
    });
    expect(describeError(smsErrors, new PorticoError('twilio_verification_failed', 'Not delivered'))).toMatchObject({ title: 'Something went wrong', detail: 'Not delivered' });
    expect(describeError(smsErrors, new PorticoError('invalid_captcha', 'x'))).toMatchObject({ title: 'Please try again.', cta: 'Try again' });
  });
});
