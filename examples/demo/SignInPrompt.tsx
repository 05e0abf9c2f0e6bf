interface SignInPromptProps {
  onLogin(): void;
  /** The pointer is over the Log in button or focus is on it: a click may follow, so the modal's code can load now. */
  onLoginIntent(): void;
  /** Offered only when the app allows guest accounts. */
  onContinueAsGuest: (() => void) | null;
}

/** The way in for a visitor who is logged out. */
export function SignInPrompt({ onLogin, onLoginIntent, onContinueAsGuest }: SignInPromptProps) {
  return (
    <div className="demo-actions">
      <button type="button" className="demo-primary" onClick={onLogin} onPointerEnter={onLoginIntent} onFocus={onLoginIntent}>
        Log in
      </button>
      {onContinueAsGuest && (
        <button type="button" onClick={onContinueAsGuest}>
          Continue as guest
        </button>
      )}
    </div>
  );
}
