import { describe, expect, it } from 'vitest';
import { PorticoError } from '../kernel/index';
import { waitForPopup } from './popup';
import { createPopupFlows } from './popup-flows';

/** A window as a flow sees it, recording the order of opens and closes. */
function fakeWindow(name: string, log: string[]) {
  const popup = {
    closed: false,
    close() {
      popup.closed = true;
      log.push(`close ${name}`);
    },
  };
  return popup as unknown as Window;
}

describe('popup flows', () => {
  it('starting a flow ends the one before, closing its popup before the new one opens', () => {
    const log: string[] = [];
    const flows = createPopupFlows();
    const first = flows.start(true, () => {
      log.push('open first');
      return fakeWindow('first', log);
    });
    expect(first.live()).toBe(true);
    const second = flows.start(false, () => {
      log.push('open second');
      return fakeWindow('second', log);
    });
    expect(log).toEqual(['open first', 'close first', 'open second']);
    expect(first.live()).toBe(false);
    expect(flows.current()).toBe(second);
    expect(second.fromModal).toBe(false);
  });

  it('a cancelled flow is no longer current; cancelling an ended one leaves the current alone', () => {
    const flows = createPopupFlows();
    const first = flows.start(true);
    const second = flows.start(true);
    first.cancel();
    expect(flows.current()).toBe(second);
    second.cancel();
    expect(flows.current()).toBeNull();
    expect(second.popup).toBeNull();
  });
});

describe('waiting for the popup', () => {
  const errors = {
    closed: () => new PorticoError('oauth_popup_closed', 'closed'),
    timedOut: () => new PorticoError('oauth_timeout', 'timed out'),
    failed: () => new PorticoError('oauth_error', 'failed'),
  };
  const post = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it('takes the code and state from this origin only, and an error message as a failure', async () => {
    const popup = fakeWindow('popup', []);
    const answered = waitForPopup(popup, errors).answer;
    post({ type: 'PRIVY_OAUTH_RESPONSE', stateCode: 'forged', authorizationCode: 'forged', error: null }, 'https://evil.example');
    post({ type: 'PRIVY_OAUTH_RESPONSE', stateCode: 's1', authorizationCode: 'c1', error: null });
    await expect(answered).resolves.toEqual({ stateCode: 's1', authorizationCode: 'c1' });
    expect(popup.closed).toBe(true);

    const failed = waitForPopup(fakeWindow('again', []), errors).answer;
    post({ type: 'PRIVY_OAUTH_ERROR', error: 'Something went wrong. Try again.' });
    await expect(failed).rejects.toMatchObject({ code: 'oauth_error' });
  });
});
