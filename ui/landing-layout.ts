import { format, type LoginMethodEntry } from '../kernel/index';
import type { UiMessages } from './messages';

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
  /** Method keys in display order; a method not named follows them, in its own default `order`. */
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
    /** The label of the web2 group when the wallets come first, from the methods it holds. */
    web2Overflow: (web2: readonly LoginMethodEntry[]) => string;
  };
}

function ordered(methods: readonly LoginMethodEntry[], order: readonly string[], recent: string | null) {
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? null : index;
  };
  const rankOf = (method: LoginMethodEntry) => rank(method.key) ?? order.length + method.order;
  const sorted = [...methods].sort((a, b) => rankOf(a) - rankOf(b));
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
    const wallets = toItems(web3, recent, null);
    return {
      items: wallets.slice(0, 4),
      overflow: wallets.length > 4 ? { label: labels.otherWallets, items: wallets.slice(4) } : null,
      otherGroup: { label: labels.web2Overflow(web2), items: toItems([...web2, ...explicitOverflow], recent, activeInput) },
    };
  }
  const web2Items = toItems(web2, recent, activeInput);
  return {
    items: web2Items.slice(0, 3),
    overflow: web2Items.length > 3 ? { label: labels.otherSocials, items: web2Items.slice(3) } : null,
    otherGroup: { label: labels.continueWithWallet, items: toItems([...web3, ...explicitOverflow], recent, null) },
  };
}

type OverflowMessages = Pick<UiMessages, 'logInWithMethodOrSocials' | 'logInWithSocial' | 'continueWithMethods' | 'or'>;

/**
 * Section 2.6's overflow labels for the web2 group, by what it holds: its input methods, named by their nouns in
 * their default order ("email", "sms"), and whether it holds buttons (socials) too.
 */
export function web2OverflowLabel(web2: readonly LoginMethodEntry[], m: OverflowMessages): string {
  const nouns = web2
    .filter((method) => method.kind === 'input')
    .sort((a, b) => a.order - b.order)
    .map((method) => (method.kind === 'input' && method.noun) || method.key);
  if (web2.some((method) => method.kind === 'button')) {
    return nouns.length ? format(m.logInWithMethodOrSocials, { method: nouns[0]! }) : m.logInWithSocial;
  }
  return format(m.continueWithMethods, { methods: nouns.join(` ${m.or} `) });
}
