import { describe, expect, it } from 'vitest';
import { createPopupFlows } from './oauth-popup';

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
    const first = flows.start(true, () => (log.push('open first'), fakeWindow('first', log)));
    expect(first.live()).toBe(true);
    const second = flows.start(false, () => (log.push('open second'), fakeWindow('second', log)));
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
