'use client';
import { Suspense, useRef, type ComponentType } from 'react';
import type { KernelState } from '../../kernel/index';
import { useKernel } from '../context';
import { useMessages } from '../use-messages';
import { useKernelState } from '../hooks/use-kernel-state';
import { lazyScreen } from '../lazy-screen';
import { Spinner } from '../primitives/Spinner';
import AccountNotFoundScreen from '../screens/AccountNotFoundScreen';
import AffirmativeConsentScreen from '../screens/AffirmativeConsentScreen';
import AllowlistRejectionScreen from '../screens/AllowlistRejectionScreen';
import ErrorScreen from '../screens/ErrorScreen';
import LandingScreen from '../screens/LandingScreen';
import UserLimitReachedScreen from '../screens/UserLimitReachedScreen';
import type { ShellScreen } from '../shell-screens';
import { findScreenEntry } from '../screen-entry';

/** The shell's own screens; plugins bring theirs through `screens`, loaded on first use. */
const CORE_SCREENS: Record<ShellScreen, ComponentType> = {
  LANDING: LandingScreen,
  ERROR_SCREEN: ErrorScreen,
  ALLOWLIST_REJECTION_SCREEN: AllowlistRejectionScreen,
  ACCOUNT_NOT_FOUND_SCREEN: AccountNotFoundScreen,
  USER_LIMIT_REACHED_SCREEN: UserLimitReachedScreen,
  AFFIRMATIVE_CONSENT_SCREEN: AffirmativeConsentScreen,
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
function LoadingView({ label }: { label?: string | undefined }) {
  const m = useMessages();
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
  const Core = (CORE_SCREENS as Record<string, ComponentType | undefined>)[screen];
  if (Core) return <Core key={opening} />;
  const entry = findScreenEntry(kernel.plugins, screen, owner);
  if (!entry) {
    console.error(`[portico] No enabled plugin provides the screen "${screen}".`);
    return <ErrorScreen />;
  }
  const Screen = lazyScreen(entry);
  return (
    <Suspense fallback={<LoadingView label={entry.loadingLabel} />}>
      <Screen key={opening} />
    </Suspense>
  );
}
