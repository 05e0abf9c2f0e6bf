'use client';
import { mdiHelpCircleOutline } from '@mdi/js';
import { useEffect, useReducer, useState, type CSSProperties } from 'react';
import type { Mark, MarkLoader } from '../../kernel/index';
import { isDarkColor } from '../color';

const loaded = new WeakMap<MarkLoader, Mark>();
const loading = new WeakMap<MarkLoader, Promise<Mark>>();

/** Starts loading a mark (the landing screen does so for every method it may show). */
export function preloadMark(load: MarkLoader): Promise<Mark> {
  let promise = loading.get(load);
  if (!promise) {
    promise = load().then(({ default: mark }) => {
      loaded.set(load, mark);
      return mark;
    });
    loading.set(load, promise);
  }
  return promise;
}

/** The mark once loaded; null while it loads. A mark that fails to load falls back to the neutral one. */
function useMark(load: MarkLoader | undefined): Mark | null | 'failed' {
  const [failed, setFailed] = useState(false);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!load || loaded.has(load)) return;
    let live = true;
    preloadMark(load).then(
      () => live && rerender(),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (!load || failed) return 'failed';
  return loaded.get(load) ?? null;
}

const NEUTRAL: Mark = { path: mdiHelpCircleOutline };

/** A 20 px mark in its brand colour; a neutral mark for a method without one. Decorative: the label names the method. */
export function MarkIcon({ load }: { load?: MarkLoader }) {
  const state = useMark(load);
  const mark = state === 'failed' ? NEUTRAL : state;
  // A near-black mark (GitHub, Apple, X) takes the text colour, so it stays visible on a dark theme.
  const style: CSSProperties | undefined = mark?.hex && !isDarkColor(`#${mark.hex}`) ? { color: `#${mark.hex}` } : undefined;
  return (
    <svg className="ptc-mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={style}>
      {mark && <path d={mark.path} fill="currentColor" />}
    </svg>
  );
}
