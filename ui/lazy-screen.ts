'use client';
import { lazy, type ComponentType } from 'react';
import type { ScreenEntry } from '../kernel/index';

// One component per entry, for the page's lifetime: React must see the same component on every render.
const cache = new WeakMap<ScreenEntry, ComponentType>();
// Screens whose code a preload has already fetched.
const loaded = new WeakMap<ScreenEntry, ComponentType>();

export function lazyScreen(entry: ScreenEntry): ComponentType {
  let component = cache.get(entry);
  if (!component) {
    // Code already here renders at once: a lazy component would still show its fallback, for at least React's
    // 300 ms throttle.
    component =
      loaded.get(entry) ??
      lazy(() =>
        entry.load().then(
          (module) => ({ default: module.default as ComponentType }),
          (error) => {
            // A lazy component keeps its failure for good: forgotten, the screen's next show loads it again.
            cache.delete(entry);
            throw error;
          },
        ),
      );
    cache.set(entry, component);
  }
  return component;
}

/** Starts loading a screen's code ahead of time (the landing's inline forms once the kernel is ready, a flow's next screen). */
export function preloadScreen(entry: ScreenEntry): void {
  entry.load().then(
    (module) => loaded.set(entry, module.default as ComponentType),
    () => {},
  );
}
