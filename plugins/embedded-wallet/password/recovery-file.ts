/** Section 9: the download's object URL is released after 5 s (at once could cancel the download in some browsers). */
export const RECOVERY_FILE_URL_LIFETIME_MS = 5_000;

/**
 * Section 9: the app name's letters only, each run of letters joined by '-', then '-recovery.txt'
 * ('My App 2!' -> 'My-App-recovery.txt'); a name without letters gives 'recovery.txt'.
 */
export function recoveryFileName(appName: string | null | undefined): string {
  const words = appName?.match(/\p{L}+/gu) ?? [];
  return [...words, 'recovery.txt'].join('-');
}

/** Saves `text` as a plain text file named `fileName` through a temporary object URL. */
export function downloadRecoveryFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), RECOVERY_FILE_URL_LIFETIME_MS);
}
