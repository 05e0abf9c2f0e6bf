'use client';
import type { ReactNode } from 'react';
import { uiMessages, type UiMessages } from '../messages';

export interface ModalHeaderProps {
  title?: ReactNode;
  /** Shows a back control on the left, on the close control's row; the modal decides by one rule (header-back.ts). */
  onBack?(): void;
  /** Shows an info control on the right. */
  onInfo?(): void;
  /** Shows the close control on the right; left out in standalone mode and when the modal may not be closed. */
  onClose?(): void;
  messages?: Partial<Pick<UiMessages, 'back' | 'info' | 'close'>>;
}

/** The modal's top bar: back on the left, the title in the middle, info and close on the right. */
export function ModalHeader({ title, onBack, onInfo, onClose, messages }: ModalHeaderProps) {
  if (!onBack && !onInfo && !onClose && title == null) return null;
  const text = { ...uiMessages, ...messages };
  return (
    <div className="ptc-modal-header">
      <div className="ptc-modal-header__start">
        {onBack && (
          <IconButton label={text.back} onClick={onBack}>
            <path d="M15 18l-6-6 6-6" />
          </IconButton>
        )}
      </div>
      {title != null && <h2 className="ptc-modal-header__title">{title}</h2>}
      <div className="ptc-modal-header__end">
        {onInfo && (
          <IconButton label={text.info} onClick={onInfo}>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 16v-5M12 8h.01" />
          </IconButton>
        )}
        {onClose && (
          <IconButton label={text.close} onClick={onClose}>
            <path d="M18 6L6 18M6 6l12 12" />
          </IconButton>
        )}
      </div>
    </div>
  );
}

/** A header control: an icon whose accessible name is `label`. */
function IconButton({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="ptc-icon-button" aria-label={label} onClick={onClick}>
      <Icon>{children}</Icon>
    </button>
  );
}

// Decorative: the button's aria-label is its name.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
