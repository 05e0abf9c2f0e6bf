'use client';

export interface SpinnerProps {
  /** Announced to assistive technology, for example `uiMessages.loading`. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={className ? `ptc-spinner ${className}` : 'ptc-spinner'}>
      <span className="ptc-spinner__ring" aria-hidden="true" />
      <span className="ptc-visually-hidden">{label}</span>
    </span>
  );
}
