'use client';

export interface SpinnerProps {
  /** Announced to assistive technology, for example `uiMessages.loading`. */
  label: string;
  /** Shows the label beside the ring too: a wait that says what it waits for. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={className ? `ptc-spinner ${className}` : 'ptc-spinner'}>
      <span className="ptc-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'ptc-spinner__label' : 'ptc-visually-hidden'}>{label}</span>
    </span>
  );
}
