'use client';

import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { uiMessages } from '../messages';
import { Spinner } from './Spinner';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant: 'primary' | 'secondary' | 'link';
  /** Shows a spinner and ignores clicks while keeping focus, so keyboard users are not thrown out. */
  loading?: boolean;
  loadingLabel?: string;
  fullWidth?: boolean;
}

export function Button({
  variant,
  loading = false,
  loadingLabel = uiMessages.loading,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['ptc-button', `ptc-button--${variant}`];
  if (fullWidth) classes.push('ptc-button--full');
  if (className) classes.push(className);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={handleClick}
    >
      {loading ? <Spinner label={loadingLabel} /> : null}
      {children}
    </button>
  );
}
