import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type LoginMethodEntry, type PorticoConfig, memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { PorticoProvider, usePortico } from '../index';

afterEach(cleanup);

const button = (key: string, label = key): LoginMethodEntry => ({ key, label, group: 'web2', kind: 'button', screen: 'ERROR_SCREEN' });

/** A plugin offering landing buttons only (a key, or a key and its label), so no real login method is needed. */
const methodsPlugin = (keys: (string | [string, string])[]) =>
  definePlugin({ id: 'methods', loginMethods: keys.map((key) => (typeof key === 'string' ? button(key) : button(...key))), setup: () => ({ actions: {} }) });

function Opener() {
  const { ready, login } = usePortico();
  return <button type="button" onClick={login} disabled={!ready}>Open</button>;
}

async function landing(keys: (string | [string, string])[], config: PorticoConfig = {}, recent?: string) {
  const env = setupEmulator();
  const storage = memoryStorage();
  if (recent) storage.setItem('privy:demo-app-0000000000000001:recent-login-method', recent);
  const kernel = env.kernel([methodsPlugin(keys)], storage);
  Object.assign(kernel.config, config);
  render(
    <PorticoProvider kernel={kernel}>
      <Opener />
    </PorticoProvider>,
  );
  const open = await screen.findByRole('button', { name: 'Open' });
  await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(open);
  await screen.findByRole('dialog', { name: 'log in or sign up' });
  return kernel;
}

describe('landing screen', () => {
  it('shows the header, the login message and a button per method, with names from the icon table', async () => {
    await landing(['google', 'github'], { appearance: { landingHeader: 'Welcome back', loginMessage: 'Pick one' } });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Pick one')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GitHub' })).toBeTruthy();
  });

  it('names an unknown method "Unknown"', async () => {
    await landing(['mystery']);
    expect(screen.getByRole('button', { name: 'Unknown' })).toBeTruthy();
  });

  it('names another app’s entries (cross-app) by their own label: the table cannot know those apps', async () => {
    await landing([['privy:provider-app-1', 'Portico Provider Demo'], ['cross_app', 'Continue with another app'], ['privy-lookalike', 'Fake']]);
    expect(screen.getByRole('button', { name: 'Portico Provider Demo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with another app' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unknown' })).toBeTruthy();
  });

  it('shows 4 options and "More options", whose view lists the rest and goes back', async () => {
    await landing(['google', 'github', 'discord', 'twitter', 'apple', 'spotify']);
    expect(screen.getAllByRole('button', { name: /^(Google|GitHub|Discord|Twitter|Apple|Spotify)$/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    await screen.findByRole('button', { name: 'Spotify' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: 'More options' });
  });

  it('puts the last-used method first with a "Recent" badge', async () => {
    await landing(['google', 'github', 'discord'], {}, 'github');
    const labels = [...document.querySelectorAll('.ptc-method__label')].map((label) => label.textContent);
    expect(labels).toEqual(['GitHub', 'Discord', 'Google']);
    expect(screen.getByRole('button', { name: /GitHub/ }).textContent).toContain('Recent');
    expect(screen.getAllByText('Recent')).toHaveLength(1);
  });

  it('shows a URL logo, and warns about (and hides) a logo of another kind', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await landing(['google'], { appearance: { logo: 'https://example.com/logo.png' } });
    expect(screen.getByRole('img', { name: 'Portico Demo logo' })).toBeTruthy();
    cleanup();
    await landing(['google'], { appearance: { logo: 42 } });
    expect(screen.queryByRole('img')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('logo'));
  });
});
