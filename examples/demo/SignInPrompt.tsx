interface SignInPromptProps {
  onLogin(): void;
  /** Offered only when the app allows guest accounts. */
  onContinueAsGuest: (() => void) | null;
}

/** The way in for a visitor who is logged out. */
export function SignInPrompt({ onLogin, onContinueAsGuest }: SignInPromptProps) {
  return (
    <div className="demo-actions">
      <button type="button" className="demo-primary" onClick={onLogin}>
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
