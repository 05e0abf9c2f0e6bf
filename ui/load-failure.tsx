'use client';
import { Component, type ReactNode } from 'react';

interface LoadFailureProps {
  /** Shown in place of the children once they failed. */
  fallback: ReactNode;
  onFailure?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Lazily loaded UI whose code fails to load (offline, a chunk gone after a deploy) shows `fallback` in its place.
 * Unhandled, the error reaches the host's root and React unmounts the whole page. Give it a new `key` to try again.
 */
export class LoadFailure extends Component<LoadFailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
