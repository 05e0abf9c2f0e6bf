'use client';
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { readableOn } from '../color';
import { uiMessages, type UiMessages } from '../messages';
import { ModalHeader } from './ModalHeader';
import { useDismiss } from './use-dismiss';
import { useFocusTrap } from './use-focus-trap';
import { useMediaQuery } from './use-media-query';

// Spec section 9: "Modal open delay 15 ms", and a bottom drawer at 440 px or narrower (wide layout from 441 px).
const OPEN_DELAY_MS = 15;
const DRAWER_MEDIA_QUERY = '(max-width: 440px)';

export interface ModalTheme {
  /** Any CSS colour; becomes `--ptc-accent`. */
  accent?: string;
  colorScheme?: 'light' | 'dark';
}

export interface ModalShellProps {
  open: boolean;
  /** Called on Escape, a backdrop press or the close button. */
  onClose(): void;
  /** Inline in place: no portal, backdrop, close button or focus trap, and not aria-modal. */
  standalone?: boolean;
  /** When false the close button is hidden and Escape and the backdrop do nothing. Default true. */
  closeable?: boolean;
  onBack?(): void;
  onInfo?(): void;
  title?: ReactNode;
  /** 480 px or 620 px. Default compact. */
  height?: 'compact' | 'full';
  theme?: ModalTheme;
  /** Portal target; default document.body. */
  container?: Element;
  messages?: Partial<UiMessages>;
  children?: ReactNode;
}

/** The login widget's frame: a modal dialog in a portal (a bottom drawer on narrow screens), or inline when standalone. */
export function ModalShell({ standalone = false, ...props }: ModalShellProps) {
  return standalone ? <InlineModal {...props} /> : <PortalModal {...props} />;
}

function InlineModal({ open, onBack, onInfo, title, height, theme, messages, children }: ModalShellProps) {
  if (!open) return null;
  return (
    <DialogFrame
      modal={false}
      layout="dialog"
      onBack={onBack}
      onInfo={onInfo}
      title={title}
      height={height}
      theme={theme}
      messages={messages}
    >
      {children}
    </DialogFrame>
  );
}

function PortalModal({ open, onClose, closeable = true, container, ...frame }: ModalShellProps) {
  const isBrowser = useIsBrowser();
  const shown = useDelayedOpen(open);
  const drawer = useMediaQuery(DRAWER_MEDIA_QUERY);
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, shown);
  useDismiss(backdropRef, { enabled: shown && closeable, onDismiss: onClose });

  if (!open || !isBrowser) return null;
  return createPortal(
    // Inert until shown: a child's autoFocus cannot take focus before the trap has noted where focus was.
    <div ref={backdropRef} className="ptc-backdrop" data-ptc-state={shown ? 'open' : 'closed'} inert={!shown}>
      <DialogFrame
        ref={dialogRef}
        modal
        layout={drawer ? 'drawer' : 'dialog'}
        onClose={closeable ? onClose : undefined}
        {...frame}
      />
    </div>,
    container ?? document.body,
  );
}

type FrameContent = Pick<ModalShellProps, 'onBack' | 'onInfo' | 'title' | 'height' | 'theme' | 'messages' | 'children'>;

interface DialogFrameProps extends FrameContent {
  ref?: Ref<HTMLDivElement>;
  modal: boolean;
  layout: 'dialog' | 'drawer';
  /** Shows the close button. */
  onClose?(): void;
}

// React's CSSProperties has no custom properties.
type ThemeStyle = CSSProperties & { '--ptc-accent'?: string; '--ptc-accent-contrast'?: string };

function DialogFrame(props: DialogFrameProps) {
  const { ref, modal, layout, onClose, onBack, onInfo, title, height = 'compact', theme, messages, children } = props;
  const text = { ...uiMessages, ...messages };
  const contrast = theme?.accent ? readableOn(theme.accent) : null;
  const style: ThemeStyle | undefined = theme?.accent
    ? { '--ptc-accent': theme.accent, ...(contrast && { '--ptc-accent-contrast': contrast }) }
    : undefined;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal={modal || undefined}
      aria-label={text.dialogLabel}
      // Lets the modal hold focus itself when it has nothing tabbable.
      tabIndex={modal ? -1 : undefined}
      className={modal ? 'ptc-modal' : 'ptc-modal ptc-modal--standalone'}
      data-ptc-layout={layout}
      data-ptc-height={height}
      data-ptc-theme={theme?.colorScheme ?? 'light'}
      style={style}
    >
      <ModalHeader title={title} onBack={onBack} onInfo={onInfo} onClose={onClose} messages={text} />
      <div className="ptc-modal__body">{children}</div>
    </div>
  );
}

/** True once OPEN_DELAY_MS have passed since `open` became true, so the enter transition starts from the closed state. */
function useDelayedOpen(open: boolean): boolean {
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setDelayPassed(true), OPEN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [open]);
  return open && delayPassed;
}

const subscribeToNothing = () => () => {};

/** False on the server and during hydration (portals cannot be server-rendered), true in the browser. */
function useIsBrowser(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
