import type { LoginMethodEntry } from '../kernel/index';
import type { UiMessages } from './messages';

/** Section 2.6's method order, used when neither the host nor the app configuration gives one. */
export const DEFAULT_METHOD_ORDER = [
  'email', 'sms', 'apple', 'discord', 'farcaster', 'github', 'google', 'linkedin', 'spotify',
  'instagram', 'tiktok', 'twitter', 'telegram', 'wallet', 'passkey',
];

export type LandingItem =
  | { type: 'input'; method: LoginMethodEntry; recent: boolean }
  /** Another input method, offered as "Continue with …": choosing it swaps the input. */
  | { type: 'switch-input'; method: LoginMethodEntry; recent: boolean }
  | { type: 'button'; method: LoginMethodEntry; recent: boolean };

export interface LandingView {
  items: LandingItem[];
  /** The control that opens the overflow view, with its label; null when everything fits. */
  overflow: { label: string; items: LandingItem[] } | null;
  /** In the grouped layout, the control that leads to the other group (e.g. "Continue with a wallet"). */
  otherGroup: { label: string; items: LandingItem[] } | null;
}

export interface LandingOptions {
  methods: readonly LoginMethodEntry[];
  /** Method keys in display order; unknown or unavailable keys are skipped. */
  order: readonly string[];
  /** Keys the app configuration puts in the overflow explicitly. */
  overflowKeys?: readonly string[];
  recent: string | null;
  /** Which method shows as the inline input (the user may switch); defaults to the first input method. */
  activeInput?: string | null;
  showWeb3First?: boolean;
  labels: {
    moreOptions: string;
    otherSocials: string;
    continueWithWallet: string;
    otherWallets: string;
    web2Overflow: (kinds: { email: boolean; sms: boolean; socials: boolean }) => string;
  };
}

function ordered(methods: readonly LoginMethodEntry[], order: readonly string[], recent: string | null) {
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length + DEFAULT_METHOD_ORDER.indexOf(key) : index;
  };
  const sorted = [...methods].sort((a, b) => rank(a.key) - rank(b.key));
  const recentIndex = sorted.findIndex((m) => m.key === recent);
  if (recentIndex > 0) sorted.unshift(...sorted.splice(recentIndex, 1));
  return sorted;
}

function toItems(methods: LoginMethodEntry[], recent: string | null, activeInput: string | null): LandingItem[] {
  const inputKey = activeInput ?? methods.find((m) => m.kind === 'input')?.key ?? null;
  return methods.map((method) => {
    const isRecent = method.key === recent;
    if (method.kind !== 'input') return { type: 'button', method, recent: isRecent };
    return { type: method.key === inputKey ? 'input' : 'switch-input', method, recent: isRecent };
  });
}

/** The option-limit rule: under 5 all show; exactly 5 with no explicit overflow show; else 4 and "More options". */
function limit(items: LandingItem[], hasExplicitOverflow: boolean, moreLabel: string): Pick<LandingView, 'items' | 'overflow'> {
  if (items.length < 5 || (items.length === 5 && !hasExplicitOverflow)) return { items, overflow: null };
  return { items: items.slice(0, 4), overflow: { label: moreLabel, items: items.slice(4) } };
}

/** Builds the landing screen from the enabled methods, pure so every rule is unit-tested. */
export function buildLandingView(options: LandingOptions): LandingView {
  const { methods, order, recent, labels } = options;
  const overflowKeys = new Set(options.overflowKeys ?? []);
  const sorted = ordered(methods, order, recent);
  const primary = sorted.filter((m) => !overflowKeys.has(m.key));
  const explicitOverflow = sorted.filter((m) => overflowKeys.has(m.key));
  const activeInput = options.activeInput ?? null;

  const web2 = primary.filter((m) => m.group === 'web2');
  const web3 = primary.filter((m) => m.group === 'web3');
  if (web2.length === 0 || web3.length === 0) {
    const items = toItems(primary, recent, activeInput);
    const limited = limit(items, explicitOverflow.length > 0, labels.moreOptions);
    const extra = toItems(explicitOverflow, recent, null);
    const overflow = limited.overflow
      ? { ...limited.overflow, items: [...limited.overflow.items, ...extra] }
      : extra.length
        ? { label: labels.moreOptions, items: extra }
        : null;
    return { items: limited.items, overflow, otherGroup: null };
  }

  // The grouped layout: web3 first when the app asks for it, web2 first otherwise.
  if (options.showWeb3First) {
    const kinds = {
      email: web2.some((m) => m.key === 'email'),
      sms: web2.some((m) => m.key === 'sms'),
      socials: web2.some((m) => m.key !== 'email' && m.key !== 'sms'),
    };
    const wallets = toItems(web3, recent, null);
    return {
      items: wallets.slice(0, 4),
      overflow: wallets.length > 4 ? { label: labels.otherWallets, items: wallets.slice(4) } : null,
      otherGroup: { label: labels.web2Overflow(kinds), items: toItems([...web2, ...explicitOverflow], recent, activeInput) },
    };
  }
  const web2Items = toItems(web2, recent, activeInput);
  return {
    items: web2Items.slice(0, 3),
    overflow: web2Items.length > 3 ? { label: labels.otherSocials, items: web2Items.slice(3) } : null,
    otherGroup: { label: labels.continueWithWallet, items: toItems([...web3, ...explicitOverflow], recent, null) },
  };
}

type OverflowMessages = Pick<
  UiMessages,
  | 'logInWithEmailOrSocials'
  | 'logInWithSmsOrSocials'
  | 'logInWithSocial'
  | 'continueWithEmailOrSms'
  | 'continueWithEmail'
  | 'continueWithSms'
>;

/** Section 2.6's overflow labels for the web2 group, by what it holds. */
export function web2OverflowLabel(kinds: { email: boolean; sms: boolean; socials: boolean }, m: OverflowMessages): string {
  if (kinds.socials) {
    if (kinds.email) return m.logInWithEmailOrSocials;
    if (kinds.sms) return m.logInWithSmsOrSocials;
    return m.logInWithSocial;
  }
  if (kinds.email && kinds.sms) return m.continueWithEmailOrSms;
  return kinds.email ? m.continueWithEmail : m.continueWithSms;
}
