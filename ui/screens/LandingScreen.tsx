'use client';
import { mdiAlertCircleOutline } from '@mdi/js';
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { KernelState, LoginMethodEntry, MarkLoader } from '../../kernel/index';
import { useMessages } from '../use-messages';
import { useKernelState } from '../hooks/use-kernel-state';
import { useScreen } from '../hooks/use-screen';
import { buildLandingView, web2OverflowLabel, type LandingItem } from '../landing-layout';
import { availableLoginMethods } from '../landing-methods';
import { lazyScreen, preloadScreen } from '../lazy-screen';
import { LoadFailure } from '../load-failure';
import { AppLogo } from '../logo';
import { Button } from '../primitives/Button';
import { MarkIcon, preloadMark } from '../primitives/MarkIcon';
import { Spinner } from '../primitives/Spinner';

const selectAppConfig = (state: KernelState) => state.appConfig;
const selectRecent = (state: KernelState) => state.recentLoginMethod;

type LandingData = { view: 'default' | 'overflow' | 'other-group' };

function RecentBadge() {
  const m = useMessages();
  return <span className="ptc-badge">{m.recent}</span>;
}

function InlineForm({ method }: { method: LoginMethodEntry }) {
  const m = useMessages();
  // Each press of the stand-in button after a failed load tries the form's code again.
  const [attempt, setAttempt] = useState(0);
  if (method.kind !== 'input') return null;
  const Form = lazyScreen(method.inline);
  const retry = (
    <Button variant="secondary" fullWidth onClick={() => setAttempt(attempt + 1)}>
      {method.label}
    </Button>
  );
  return (
    <LoadFailure key={attempt} fallback={retry}>
      <Suspense fallback={<Spinner label={m.loading} />}>
        <Form />
      </Suspense>
    </LoadFailure>
  );
}

/** What choosing an "Unknown" entry does: nothing, so the entry says it cannot be chosen. */
const chooseNothing = () => {};

function MethodButton({ item, onSelect }: { item: LandingItem; onSelect: () => void }) {
  const unusable = item.method.kind === 'button' && item.method.onSelect === chooseNothing;
  return (
    <Button variant="secondary" fullWidth className="ptc-method" onClick={onSelect} aria-disabled={unusable || undefined}>
      <span className="ptc-method__icon">
        <MarkIcon load={item.method.icon} />
      </span>
      <span className="ptc-method__label">{item.method.label}</span>
      {item.recent && <RecentBadge />}
    </Button>
  );
}

const selectPluginStates = (state: KernelState) => state.plugins;

const errorMark: MarkLoader = () => Promise.resolve({ default: { path: mdiAlertCircleOutline } });

/**
 * Section 2.6: a key the host's `loginMethods` lists that no plugin provides shows as "Unknown" with an error mark.
 * It cannot be chosen: there is no method behind it.
 */
function unknownMethods(listed: readonly string[] | undefined, provided: ReadonlySet<string>, name: string): LoginMethodEntry[] {
  return (listed ?? [])
    .filter((key) => !provided.has(key))
    .map((key) => ({ key, label: name, icon: errorMark, order: 0, group: 'web2', kind: 'button', onSelect: chooseNothing }));
}

/** LANDING: the login methods of the registered plugins, per the rules of section 2.6. */
export default function LandingScreen() {
  const { kernel, navigation, data } = useScreen<LandingData>();
  const m = useMessages();
  const appConfig = useKernelState(selectAppConfig);
  // A method's availability may follow its plugin's state (cross-app: once the app's connections are loaded).
  const pluginStates = useKernelState(selectPluginStates);
  const recent = useKernelState(selectRecent);
  const [activeInput, setActiveInput] = useState<string | null>(null);
  const appearance = kernel.config.appearance ?? {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: a plugin's availability may follow its state (cross-app, once its connections load): a state change re-reads it
  const methods = useMemo(() => {
    const offered = kernel.plugins.flatMap((plugin) => plugin.loginMethods ?? []);
    const unknown = unknownMethods(kernel.config.loginMethods, new Set(offered.map((method) => method.key)), m.unknownMethod);
    return [...availableLoginMethods(kernel.plugins, appConfig), ...unknown];
  }, [kernel, appConfig, pluginStates, m.unknownMethod]);
  useEffect(() => {
    for (const method of methods) {
      if (method.kind === 'input') preloadScreen(method.inline);
      if (method.icon) void preloadMark(method.icon).catch(() => {});
    }
  }, [methods]);

  const layout = buildLandingView({
    methods,
    order: kernel.config.loginMethods ?? appConfig?.loginOrder?.primary ?? [],
    overflowKeys: appConfig?.loginOrder?.overflow ?? [],
    recent,
    activeInput,
    showWeb3First: appConfig?.showWalletLoginFirst ?? false,
    labels: { ...m, web2Overflow: (web2) => web2OverflowLabel(web2, m) },
  });

  const view = data.view ?? 'default';
  // A group of one method (the wallets) opens that method's screen at once, rather than a list of one button.
  const openOtherGroup = (items: LandingItem[]) => {
    const only = items.length === 1 && items[0]!.type === 'button' ? items[0]!.method : null;
    if (only?.kind === 'button') only.onSelect(navigation);
    else navigation.navigate('LANDING', { view: 'other-group' });
  };
  const items = view === 'overflow' ? layout.overflow?.items : view === 'other-group' ? layout.otherGroup?.items : layout.items;

  const renderItem = (item: LandingItem) =>
    item.type === 'input' ? (
      <div key={item.method.key} className="ptc-landing__input">
        {item.recent && <RecentBadge />}
        <InlineForm method={item.method} />
      </div>
    ) : (
      <MethodButton
        key={item.method.key}
        item={item}
        onSelect={() => (item.method.kind === 'button' ? item.method.onSelect(navigation) : setActiveInput(item.method.key))}
      />
    );

  return (
    <div className="ptc-screen ptc-landing">
      <AppLogo logo={appearance.logo ?? appConfig?.logoUrl} alt={appConfig ? `${appConfig.name} logo` : ''} />
      <h2 className="ptc-screen__title">{appearance.landingHeader ?? m.logInOrSignUp}</h2>
      {appearance.loginMessage && <p className="ptc-screen__text">{appearance.loginMessage}</p>}
      <div className="ptc-landing__methods">{(items ?? []).map(renderItem)}</div>
      {view === 'default' && layout.overflow && (
        <Button variant="link" onClick={() => navigation.navigate('LANDING', { view: 'overflow' })}>
          {layout.overflow.label}
        </Button>
      )}
      {view === 'default' && layout.otherGroup && (
        <Button variant="secondary" fullWidth onClick={() => openOtherGroup(layout.otherGroup!.items)}>
          {layout.otherGroup.label}
        </Button>
      )}
    </div>
  );
}
