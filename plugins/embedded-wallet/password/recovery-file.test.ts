import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadRecoveryFile, RECOVERY_FILE_URL_LIFETIME_MS, recoveryFileName } from './recovery-file';

describe('recoveryFileName (section 9)', () => {
  it.each([
    ['My App 2!', 'My-App-recovery.txt'],
    ['Portico Demo', 'Portico-Demo-recovery.txt'],
    ['  ACME--wallet__v2 ', 'ACME-wallet-v-recovery.txt'],
    ['Café Über', 'Café-Über-recovery.txt'],
    ['2024 !!', 'recovery.txt'],
    ['', 'recovery.txt'],
    [null, 'recovery.txt'],
  ])('%j -> %s', (appName, fileName) => {
    expect(recoveryFileName(appName)).toBe(fileName);
  });
});

describe('downloadRecoveryFile', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a link to a plain text blob, and releases its object URL after 5 s', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:recovery';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadRecoveryFile('My-App-recovery.txt', 'password: abc');
    expect(clicked.map((link) => [link.href, link.download])).toEqual([['blob:recovery', 'My-App-recovery.txt']]);
    expect(blobs[0]!.type).toMatch(/^text\/plain/);
    expect(await blobs[0]!.text()).toBe('password: abc');

    vi.advanceTimersByTime(RECOVERY_FILE_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:recovery');
    expect(RECOVERY_FILE_URL_LIFETIME_MS).toBe(5000);
  });
});
