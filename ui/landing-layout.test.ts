import { describe, expect, it } from 'vitest';
import type { LoginMethodEntry } from '../kernel/index';
import { buildLandingView, web2OverflowLabel, type LandingOptions } from './landing-layout';
import { uiMessages } from './messages';

/** Section 2.6's order, which the real plugins give as each entry's `order`. */
const SPEC_ORDER = ['email', 'sms', 'apple', 'discord', 'farcaster', 'github', 'google', 'linkedin', 'spotify', 'instagram', 'tiktok', 'twitter', 'telegram', 'wallet', 'passkey'];
const method = (key: string, kind: 'input' | 'button' = 'button', group: 'web2' | 'web3' = 'web2'): LoginMethodEntry => {
  const base = { key, label: key, order: SPEC_ORDER.indexOf(key), group };
  return kind === 'input'
    ? { ...base, kind, inline: { load: () => Promise.resolve({ default: null }) } }
    : { ...base, kind, onSelect: () => {} };
};
const labels: LandingOptions['labels'] = {
  moreOptions: 'More options',
  otherSocials: 'Other socials',
  continueWithWallet: 'Continue with a wallet',
  otherWallets: 'Other wallets',
  web2Overflow: (web2) => web2OverflowLabel(web2, uiMessages),
};
const view = (methods: LoginMethodEntry[], extra: Partial<LandingOptions> = {}) =>
  buildLandingView({ methods, order: [], recent: null, labels, ...extra });
const keys = (items: { method: LoginMethodEntry }[]) => items.map((i) => i.method.key);

describe('landing layout', () => {
  const socials = ['google', 'github', 'discord', 'twitter', 'apple', 'spotify'].map((k) => method(k));

  it('shows every option when there are fewer than 5', () => {
    const result = view([method('email', 'input'), ...socials.slice(0, 3)]);
    expect(result.items).toHaveLength(4);
    expect(result.overflow).toBeNull();
  });

  it('shows exactly 5 when there is no explicit overflow', () => {
    const result = view([method('email', 'input'), ...socials.slice(0, 4)]);
    expect(result.items).toHaveLength(5);
    expect(result.overflow).toBeNull();
  });

  it('shows 4 plus "More options" for 5 with an explicit overflow, and for 6 or more', () => {
    const five = view([method('email', 'input'), ...socials.slice(0, 4), method('spotify')], { overflowKeys: ['spotify'] });
    expect(five.items).toHaveLength(4);
    expect(five.overflow?.label).toBe('More options');
    expect(keys(five.overflow?.items ?? [])).toEqual(['twitter', 'spotify']);
    const six = view([method('email', 'input'), ...socials.slice(0, 5)]);
    expect(six.items).toHaveLength(4);
    expect(keys(six.overflow?.items ?? [])).toHaveLength(2);
  });

  it('follows the configured order, else the default order', () => {
    expect(keys(view([method('google'), method('apple'), method('email', 'input')]).items)).toEqual(['email', 'apple', 'google']);
    expect(keys(view([method('google'), method('email', 'input')], { order: ['google', 'email'] }).items)).toEqual([
      'google',
      'email',
    ]);
  });

  it('puts the recent method first and marks it', () => {
    const result = view([method('email', 'input'), method('google'), method('github')], { recent: 'github' });
    expect(keys(result.items)).toEqual(['github', 'email', 'google']);
    expect(result.items[0]?.recent).toBe(true);
    expect(result.items.filter((i) => i.recent)).toHaveLength(1);
  });

  it('shows the first input method as the input and the other as a switch', () => {
    const emailFirst = view([method('email', 'input'), method('sms', 'input')]);
    expect(emailFirst.items.map((i) => i.type)).toEqual(['input', 'switch-input']);
    const smsFirst = view([method('email', 'input'), method('sms', 'input')], { order: ['sms', 'email'] });
    expect(smsFirst.items.map((i) => `${i.type}:${i.method.key}`)).toEqual(['input:sms', 'switch-input:email']);
    const switched = view([method('email', 'input'), method('sms', 'input')], { activeInput: 'sms' });
    expect(switched.items.map((i) => `${i.type}:${i.method.key}`)).toEqual(['switch-input:email', 'input:sms']);
  });

  it('groups web2 first: up to 3 web2 options, "Other socials", then "Continue with a wallet"', () => {
    const result = view([method('email', 'input'), ...socials.slice(0, 3), method('wallet', 'button', 'web3')]);
    expect(keys(result.items)).toEqual(['email', 'discord', 'github']);
    expect(result.overflow?.label).toBe('Other socials');
    expect(result.otherGroup?.label).toBe('Continue with a wallet');
    expect(keys(result.otherGroup?.items ?? [])).toEqual(['wallet']);
  });

  it('groups web3 first when asked: wallets, then the web2 overflow label by what it holds', () => {
    const result = view([method('email', 'input'), method('google'), method('wallet', 'button', 'web3')], {
      showWeb3First: true,
    });
    expect(keys(result.items)).toEqual(['wallet']);
    expect(result.otherGroup?.label).toBe('Log in with email or socials');
  });

  it('labels the web2 overflow per section 2.6, from the input methods (by their default order) and the buttons', () => {
    const label = (email: boolean, sms: boolean, socials: boolean) =>
      web2OverflowLabel(
        [
          ...(socials ? [method('google')] : []),
          ...(sms ? [method('sms', 'input')] : []),
          ...(email ? [method('email', 'input')] : []),
        ],
        uiMessages,
      );
    expect(label(true, false, true)).toBe('Log in with email or socials');
    expect(label(false, true, true)).toBe('Log in with sms or socials');
    expect(label(true, true, false)).toBe('Continue with email or sms');
    expect(label(true, false, false)).toBe('Continue with email');
    expect(label(false, true, false)).toBe('Continue with sms');
    expect(label(false, false, true)).toBe('Log in with a social account');
    const named = { ...method('email', 'input'), noun: 'e-mail' };
    expect(web2OverflowLabel([named, method('google')], uiMessages)).toBe('Log in with e-mail or socials');
  });

  it('places a method the order does not name by its own default order, after the named ones', () => {
    const result = view([method('passkey'), method('google'), method('github'), method('email', 'input')], { order: ['passkey'] });
    expect(keys(result.items)).toEqual(['passkey', 'email', 'github', 'google']);
  });
});
