import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type LoginMethodEntry, type PorticoConfig, memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { PorticoProvider, usePortico } from '../index';

afterEach(cleanup);

/** Section 2.6's default order, as the real plugins give it. */
const SPEC_ORDER: Record<string, number> = { apple: 2, discord: 3, github: 5, google: 6, spotify: 8, twitter: 11 };
const button = (key: string, label = key): LoginMethodEntry => ({
  key,
  label,
  order: SPEC_ORDER[key] ?? 0,
  group: 'web2',
  kind: 'button',
  onSelect: (navigation) => navigation.navigate('ERROR_SCREEN'),
});

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
  it('shows the header, the login message and a button per method, each named by its plugin’s label', async () => {
    await landing([['google', 'Google'], ['github', 'GitHub'], ['privy:provider-app-1', 'Portico Provider Demo']], {
      appearance: { landingHeader: 'Welcome back', loginMessage: 'Pick one' },
    });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Pick one')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GitHub' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Portico Provider Demo' })).toBeTruthy();
  });

  it('shows a key the host lists that no plugin provides as "Unknown", in its place; an unavailable method stays hidden', async () => {
    await landing([['google', 'Google'], ['github', 'GitHub']], { loginMethods: ['github', 'mystery', 'google'] });
    const labels = [...document.querySelectorAll('.ptc-method__label')].map((label) => label.textContent);
    expect(labels).toEqual(['GitHub', 'Unknown', 'Google']);
    expect(screen.getByRole('button', { name: 'Unknown' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('does what the entry’s onSelect says when chosen', async () => {
    const kernel = await landing([['google', 'Google']]);
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(kernel.getSnapshot().modal.screen).toBe('ERROR_SCREEN'));
  });

  it('shows 4 options and "More options", whose view lists the rest and goes back', async () => {
    await landing(['google', 'github', 'discord', 'twitter', 'apple', 'spotify']);
    expect(screen.getAllByRole('button', { name: /^(google|github|discord|twitter|apple|spotify)$/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    await screen.findByRole('button', { name: 'spotify' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('button', { name: 'More options' });
  });

  it('puts the last-used method first with a "Recent" badge', async () => {
    await landing([['google', 'Google'], ['github', 'GitHub'], ['discord', 'Discord']], {}, 'github');
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
