'use client';
import { Suspense, useRef, type ComponentType } from 'react';
import type { KernelState, ScreenEntry } from '../../kernel/index';
import { useKernel } from '../context';
import { useMessages } from '../use-messages';
import { useKernelState } from '../hooks/use-kernel-state';
import { useScreenBack } from '../hooks/use-screen-back';
import { lazyScreen } from '../lazy-screen';
import { LoadFailure } from '../load-failure';
import { Spinner } from '../primitives/Spinner';
import ErrorScreen from '../screens/ErrorScreen';
import LandingScreen from '../screens/LandingScreen';
import type { ShellScreen } from '../shell-screens';
import { findScreenEntry } from '../screen-entry';

type StaticScreen = 'LANDING' | 'ERROR_SCREEN';

/**
 * In the modal's chunk: the first screen, and the one that must show when the network (so a chunk load) fails.
 * Plugins bring their screens through `screens`, loaded on first use.
 */
const STATIC_SCREENS: Record<StaticScreen, ComponentType> = { LANDING: LandingScreen, ERROR_SCREEN: ErrorScreen };

/**
 * The four share one chunk (ui/screens/rare-screens): apart, a host's bundler splits the modules they share with the
 * modal (MessageScreen, Button, show-error...) into more small chunks, and an email login would load no fewer bytes.
 */
const rare = (name: keyof typeof import('../screens/rare-screens')): ScreenEntry => ({
  load: async () => ({ default: (await import('../screens/rare-screens'))[name] }),
});

/**
 * Shown only after a server answer, and most logins never see them: loaded on first show, as plugin screens are.
 * One entry each for the page's lifetime, which lazyScreen's cache needs.
 */
const LAZY_SHELL_SCREENS: Record<Exclude<ShellScreen, StaticScreen>, ScreenEntry> = {
  ALLOWLIST_REJECTION_SCREEN: rare('AllowlistRejectionScreen'),
  ACCOUNT_NOT_FOUND_SCREEN: rare('AccountNotFoundScreen'),
  USER_LIMIT_REACHED_SCREEN: rare('UserLimitReachedScreen'),
  // No back while its code loads either: the login's screens are behind it, not a way out.
  AFFIRMATIVE_CONSENT_SCREEN: { ...rare('AffirmativeConsentScreen'), back: false },
};

/** Section 2.5: these screens handle a return from elsewhere and must show even before the kernel is ready. */
const SHOWN_WHILE_LOADING = new Set(['AWAITING_OAUTH_SCREEN', 'CROSS_APP_AUTH_SCREEN', 'TELEGRAM_AUTH_SCREEN']);

const selectScreen = (state: KernelState) => state.modal.screen;
const selectOwner = (state: KernelState) => state.modal.data.plugin;
const selectReady = (state: KernelState) => state.ready;
const selectOpen = (state: KernelState) => state.modal.open;

/**
 * Counts the modal's openings, so a screen shown again in a new opening starts afresh: the last screen stays mounted
 * while the modal closes, and reopening at the same screen would otherwise keep its old state (a finished step).
 */
function useOpening(): number {
  const open = useKernelState(selectOpen);
  const count = useRef({ open, opening: 0 });
  if (open && !count.current.open) count.current.opening += 1;
  count.current.open = open;
  return count.current.opening;
}

/** A wait: a bare spinner, or one that says what it waits for. */
function LoadingView({ label, back }: { label?: string | undefined; back?: false | undefined }) {
  const m = useMessages();
  // The header reads `back: false` from plugins' entries itself; a shell screen's entry says it here.
  useScreenBack(back === false ? 'none' : undefined);
  return (
    <div className="ptc-screen ptc-screen--center">
      <Spinner label={label ?? m.loading} showLabel={label !== undefined} />
    </div>
  );
}

/** Renders the current screen by name: empty means the landing screen. */
export function ScreenRouter() {
  const kernel = useKernel();
  const screen = useKernelState(selectScreen) ?? 'LANDING';
  const ready = useKernelState(selectReady);
  const owner = useKernelState(selectOwner);
  const opening = useOpening();

  if (!ready && !SHOWN_WHILE_LOADING.has(screen)) return <LoadingView />;
  const Static = (STATIC_SCREENS as Record<string, ComponentType | undefined>)[screen];
  if (Static) return <Static key={opening} />;
  const entry =
    (LAZY_SHELL_SCREENS as Record<string, ScreenEntry | undefined>)[screen] ?? findScreenEntry(kernel.plugins, screen, owner);
  if (!entry) {
    console.error(`[portico] No enabled plugin provides the screen "${screen}".`);
    return <ErrorScreen />;
  }
  const Screen = lazyScreen(entry);
  return (
    // The error screen is in this chunk: its button leads back, and showing the screen again loads it again.
    <LoadFailure key={`${opening}:${screen}`} fallback={<ErrorScreen />}>
      <Suspense fallback={<LoadingView label={entry.loadingLabel} back={entry.back} />}>
        <Screen />
      </Suspense>
    </LoadFailure>
  );
}
