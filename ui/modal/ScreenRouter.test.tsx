import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin, memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { PorticoProvider } from '../index';

afterEach(cleanup);

/** A screen with a step of its own, as a flow screen has (the MFA enrolment's success step). */
function SteppedScreen() {
  const [done, setDone] = useState(false);
  return done ? <p>Finished</p> : <button type="button" onClick={() => setDone(true)}>Finish</button>;
}

const stepped = definePlugin({
  id: 'stepped',
  screens: { STEPPED_SCREEN: { load: async () => ({ default: SteppedScreen }) } },
  setup: () => ({ actions: {} }),
});

describe('screen router', () => {
  it('starts a screen afresh when the modal opens at it again, even while the last opening is still closing', async () => {
    const env = setupEmulator();
    const kernel = env.kernel([stepped], memoryStorage());
    await kernel.start();
    render(<PorticoProvider kernel={kernel}>{null}</PorticoProvider>);
    const open = () => act(() => kernel.navigation.open({ screen: 'STEPPED_SCREEN', intent: 'link' }));

    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await screen.findByText('Finished');
    act(() => kernel.navigation.close());
    open();
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeTruthy();
  });
});
