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

/** The modal open at the landing, with no plugin. */
async function openModal() {
  const env = setupEmulator();
  const kernel = env.kernel([], memoryStorage());
  await kernel.start();
  render(<PorticoProvider kernel={kernel}>{null}</PorticoProvider>);
  act(() => kernel.navigation.open({ intent: 'login' }));
  await screen.findByRole('dialog');
  return kernel;
}

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

  it('loads a shell screen shown after a server answer on its first show', async () => {
    const kernel = await openModal();
    act(() => kernel.navigation.navigate('ACCOUNT_NOT_FOUND_SCREEN'));
    expect(await screen.findByRole('heading', { name: 'Account not found' })).toBeTruthy();
  });

  it('shows no back control on the terms screen, even while its code loads', async () => {
    const kernel = await openModal();
    act(() => kernel.navigation.navigate('AFFIRMATIVE_CONSENT_SCREEN'));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await screen.findByRole('heading', { name: 'One last step' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
