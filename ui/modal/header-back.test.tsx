import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { useScreenBack } from '../hooks/use-screen-back';
import { PorticoProvider } from '../index';

afterEach(cleanup);

const ownBack = vi.fn();

/** A step with a success state, as the code screen has ("Success!"). */
function SteppedScreen() {
  const [done, setDone] = useState(false);
  useScreenBack(done ? 'none' : undefined);
  if (done) return <h2>Done</h2>;
  return (
    <>
      <h2>Stepped</h2>
      <button type="button" onClick={() => setDone(true)}>
        Finish
      </button>
    </>
  );
}

function OwnBackScreen() {
  useScreenBack(() => ownBack());
  return <h2>Own back</h2>;
}

const screens = definePlugin({
  id: 'screens',
  screens: {
    FIRST_SCREEN: { load: async () => ({ default: () => <h2>First</h2> }) },
    SECOND_SCREEN: { load: async () => ({ default: () => <h2>Second</h2> }) },
    TERMINAL_SCREEN: { load: async () => ({ default: () => <h2>Terminal</h2> }), back: false },
    // Never loads: what the modal shows while a screen's code is on its way.
    SLOW_SCREEN: { load: () => new Promise<never>(() => {}), back: false, loadingLabel: 'Creating your wallet…' },
    STEPPED_SCREEN: { load: async () => ({ default: SteppedScreen }) },
    OWN_BACK_SCREEN: { load: async () => ({ default: OwnBackScreen }) },
  },
  setup: () => ({ actions: {} }),
});

async function openModal() {
  const kernel = setupEmulator().kernel([screens], memoryStorage());
  await kernel.start();
  render(<PorticoProvider kernel={kernel}>{null}</PorticoProvider>);
  act(() => kernel.navigation.open({ screen: 'FIRST_SCREEN', intent: 'link' }));
  await screen.findByRole('heading', { name: 'First' });
  const go = async (name: string, heading: string) => {
    act(() => kernel.navigation.navigate(name));
    await screen.findByRole('heading', { name: heading });
  };
  return { kernel, go };
}

const header = () => screen.getByRole('dialog').querySelector('.ptc-modal-header') as HTMLElement;
const back = () => within(header()).queryByRole('button', { name: 'Back' });

describe('the modal header’s back control', () => {
  it('shows only with a previous screen, on the row of Close, and steps back', async () => {
    const { kernel, go } = await openModal();
    expect(back()).toBeNull();
    await go('SECOND_SCREEN', 'Second');
    expect(within(header()).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(back()!);
    await screen.findByRole('heading', { name: 'First' });
    expect(kernel.getSnapshot().modal.screen).toBe('FIRST_SCREEN');
    expect(back()).toBeNull();
  });

  it('a screen registered with back: false shows none, even with a history', async () => {
    const { kernel, go } = await openModal();
    await go('TERMINAL_SCREEN', 'Terminal');
    expect(kernel.getSnapshot().modal.history).toEqual(['FIRST_SCREEN']);
    expect(back()).toBeNull();
  });

  it('holds while the screen’s code loads, and the wait says what it is for', async () => {
    const { kernel } = await openModal();
    act(() => kernel.navigation.navigate('SLOW_SCREEN'));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Creating your wallet…');
    expect(status.querySelector('.ptc-visually-hidden')).toBeNull();
    expect(back()).toBeNull();
  });

  it('a screen hides it for a state of its own', async () => {
    const { go } = await openModal();
    await go('STEPPED_SCREEN', 'Stepped');
    expect(back()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { name: 'Done' });
    expect(back()).toBeNull();
  });

  it('a screen may go back its own way', async () => {
    const { kernel } = await openModal();
    // Opened with no history, as a prompt step is.
    act(() => kernel.navigation.open({ screen: 'OWN_BACK_SCREEN', intent: 'link' }));
    await screen.findByRole('heading', { name: 'Own back' });
    fireEvent.click(back()!);
    expect(ownBack).toHaveBeenCalledOnce();
    expect(kernel.getSnapshot().modal.screen).toBe('OWN_BACK_SCREEN');
  });
});
