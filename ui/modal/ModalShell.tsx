'use client';
import { useRef, useSyncExternalStore, type CSSProperties, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { readableAccentOn, readableOn } from '../color';
import { uiMessages, type UiMessages } from '../messages';
import { ModalHeader } from './ModalHeader';
import { useDismiss } from './use-dismiss';
import { useFitHeight } from './use-fit-height';
import { useFocusTrap } from './use-focus-trap';
import { useMediaQuery } from './use-media-query';
import { usePresence } from './use-presence';

const DRAWER_MEDIA_QUERY = '(max-width: 440px)';
// The themes' surfaces (ui/css/modal.css), against which a host's accent is made readable as text.
const SURFACE = { light: '#ffffff', dark: '#16171b' } as const;

interface ModalTheme {
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
  /** The most the dialog grows to fit its content: 480 px or 620 px. Default compact. */
  height?: 'compact' | 'full';
  /** A short line under the screens ("Protected by Portico"); none when left out. */
  footer?: ReactNode;
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

function InlineModal({ open, standalone, onClose, closeable, container, ...frame }: ModalShellProps) {
  if (!open) return null;
  return <DialogFrame modal={false} layout="dialog" {...frame} />;
}

function PortalModal({ open, onClose, closeable = true, container, ...frame }: ModalShellProps) {
  const isBrowser = useIsBrowser();
  const { mounted, shown } = usePresence(open);
  const drawer = useMediaQuery(DRAWER_MEDIA_QUERY);
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, shown);
  useDismiss(backdropRef, { enabled: shown && closeable, onDismiss: onClose });

  if (!mounted || !isBrowser) return null;
  return createPortal(
    // Inert until shown (a child's autoFocus cannot take focus before the trap has noted where focus was) and while leaving.
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

type FrameContent = Pick<ModalShellProps, 'onBack' | 'onInfo' | 'title' | 'height' | 'footer' | 'theme' | 'messages' | 'children'>;

interface DialogFrameProps extends FrameContent {
  ref?: Ref<HTMLDivElement>;
  modal: boolean;
  layout: 'dialog' | 'drawer';
  /** Shows the close button. */
  onClose?(): void;
}

// React's CSSProperties has no custom properties.
type ThemeStyle = CSSProperties & { '--ptc-accent'?: string; '--ptc-accent-contrast'?: string; '--ptc-accent-text'?: string };

function themeStyle(theme: ModalTheme | undefined): ThemeStyle | undefined {
  if (!theme?.accent) return undefined;
  const contrast = readableOn(theme.accent);
  const text = readableAccentOn(theme.accent, SURFACE[theme.colorScheme ?? 'light']);
  return {
    '--ptc-accent': theme.accent,
    ...(contrast && { '--ptc-accent-contrast': contrast }),
    ...(text && { '--ptc-accent-text': text }),
  };
}

function DialogFrame(props: DialogFrameProps) {
  const { ref, modal, layout, onClose, onBack, onInfo, title, height = 'compact', footer, theme, messages, children } = props;
  const text = { ...uiMessages, ...messages };
  const frameRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useFitHeight(frameRef, contentRef);
  return (
    <div
      ref={(node) => {
        frameRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      role="dialog"
      aria-modal={modal || undefined}
      aria-label={text.dialogLabel}
      // Lets the modal hold focus itself when it has nothing tabbable.
      tabIndex={modal ? -1 : undefined}
      className={modal ? 'ptc-modal' : 'ptc-modal ptc-modal--standalone'}
      data-ptc-layout={layout}
      data-ptc-height={height}
      data-ptc-theme={theme?.colorScheme ?? 'light'}
      style={themeStyle(theme)}
    >
      <ModalHeader title={title} onBack={onBack} onInfo={onInfo} onClose={onClose} messages={text} />
      <div className="ptc-modal__body">
        <div ref={contentRef}>{children}</div>
      </div>
      {footer != null && <p className="ptc-modal__footer">{footer}</p>}
    </div>
  );
}

const subscribeToNothing = () => () => {};

/** False on the server and during hydration (portals cannot be server-rendered), true in the browser. */
function useIsBrowser(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
