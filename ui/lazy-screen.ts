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
    component = loaded.get(entry) ?? lazy(async () => ({ default: (await entry.load()).default as ComponentType }));
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
