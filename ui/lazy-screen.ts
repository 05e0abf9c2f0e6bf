'use client';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenEntry } from '../kernel/index';

// One lazy component per entry, for the page's lifetime: React must see the same component on every render.
const cache = new WeakMap<ScreenEntry, LazyExoticComponent<ComponentType>>();

export function lazyScreen(entry: ScreenEntry): LazyExoticComponent<ComponentType> {
  let component = cache.get(entry);
  if (!component) {
    component = lazy(async () => ({ default: (await entry.load()).default as ComponentType }));
    cache.set(entry, component);
  }
  return component;
}

/** Starts loading a screen's code ahead of time (e.g. the landing's inline forms once the kernel is ready). */
export function preloadScreen(entry: ScreenEntry): void {
  void entry.load().catch(() => {});
}
