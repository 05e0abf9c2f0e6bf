'use client';
import { useEffect, useState } from 'react';
import { Button } from './Button';

/** Section 9: "Copied" shows for 1.5 s. */
export const COPY_FEEDBACK_MS = 1500;

export interface CopyButtonProps {
  value: string;
  label: string;
  copiedLabel: string;
}

/** Copies `value` to the clipboard and says so for a moment (announced: the label is in a live region). */
export function CopyButton({ value, label, copiedLabel }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      // A refused clipboard (no permission, insecure page) leaves the label as it was.
      () => {},
    );
  return (
    <Button variant="secondary" fullWidth onClick={copy}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
