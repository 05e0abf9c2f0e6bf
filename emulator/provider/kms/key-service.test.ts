// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileKeyService, createMemoryKeyService, isWrappedKey, KeyServiceError, type UnwrapRequest, type WrapContext } from './key-service';

const context: WrapContext = { appId: 'app-1', userId: 'user-1', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' };
const request: UnwrapRequest = { ...context, reason: 'recovery on a new device' };
const T0 = Date.parse('2025-01-02T03:04:05.000Z');

function refusal(run: () => unknown): KeyServiceError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(KeyServiceError);
    expect((error as KeyServiceError).code).toBe('kms_unwrap_failed');
    return error as KeyServiceError;
  }
  throw new Error('expected a refusal');
}

describe('key service', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'portico-kms-'));
    folders.push(made);
    return made;
  };

  it('wraps and unwraps a key in a short versioned form, auditing the unwrap', () => {
    const kms = createMemoryKeyService({ now: () => T0 });
    const key = new Uint8Array(randomBytes(32));
    const wrapped = kms.wrap(key, context);
    expect(wrapped).toMatch(/^kms1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]+$/);
    expect(isWrappedKey(wrapped)).toBe(true);
    expect(isWrappedKey(Buffer.from(key).toString('base64url'))).toBe(false);
    expect(wrapped).not.toContain(Buffer.from(key).toString('base64url'));
    // A fresh IV each time.
    expect(kms.wrap(key, context)).not.toBe(wrapped);

    expect(kms.unwrap(wrapped, request)).toEqual(key);
    expect(kms.audit()).toEqual([{ at: '2025-01-02T03:04:05.000Z', ...request, outcome: 'ok' }]);
  });

  it('takes an Ethereum address in any letter case, a Solana address only as given', () => {
    const kms = createMemoryKeyService();
    const key = new Uint8Array(randomBytes(32));
    const wrapped = kms.wrap(key, context);
    expect(kms.unwrap(wrapped, { ...request, walletAddress: context.walletAddress.toLowerCase() })).toEqual(key);

    const solana = { ...context, walletAddress: 'So11111111111111111111111111111111111111112' };
    const wrappedSolana = kms.wrap(key, solana);
    refusal(() => kms.unwrap(wrappedSolana, { ...request, walletAddress: solana.walletAddress.toLowerCase() }));
  });

  it('refuses another app, user or wallet, and audits each refusal', () => {
    let now = T0;
    const kms = createMemoryKeyService({ now: () => now });
    const wrapped = kms.wrap(new Uint8Array(randomBytes(32)), context);
    const others: UnwrapRequest[] = [
      { ...request, appId: 'app-2' },
      { ...request, userId: 'user-2' },
      { ...request, walletAddress: '0x0000000000000000000000000000000000000001' },
      // Fields are not simply concatenated: moving text between them is another context.
      { ...request, appId: 'app-1user-1', userId: '' },
    ];
    for (const other of others) {
      now += 1000;
      refusal(() => kms.unwrap(wrapped, other));
    }
    expect(kms.audit()).toEqual(
      others.map((other, index) => ({ at: new Date(T0 + (index + 1) * 1000).toISOString(), ...other, outcome: 'refused' })),
    );
  });

  it('refuses a damaged or foreign blob and a blank reason, auditing them', () => {
    const kms = createMemoryKeyService();
    const wrapped = kms.wrap(new Uint8Array(randomBytes(32)), context);
    const [version, keyId, payload] = wrapped.split('.') as [string, string, string];
    const flipped = payload.slice(0, 20) + (payload[20] === 'A' ? 'B' : 'A') + payload.slice(21);
    for (const damaged of [
      `${version}.${keyId}.${flipped}`,
      `${version}.${keyId}.${payload.slice(0, -4)}`,
      `kms2.${keyId}.${payload}`,
      `${version}.${keyId}.${payload}.x`,
      `${version}.${keyId}.${payload}=`,
      `${version}.${keyId}.AAAA`,
      '',
      'not a key',
    ]) {
      refusal(() => kms.unwrap(damaged, request));
    }
    refusal(() => kms.unwrap(wrapped, { ...request, reason: '  ' }));
    expect(kms.audit()).toHaveLength(9);
    expect(kms.audit().every((entry) => entry.outcome === 'refused')).toBe(true);
  });

  it('does not wrap for an empty context', () => {
    const kms = createMemoryKeyService();
    expect(() => kms.wrap(new Uint8Array(32), { ...context, userId: '' })).toThrowError(
      expect.objectContaining({ name: 'KeyServiceError', code: 'kms_invalid_context' }),
    );
  });

  it('caps the in-memory audit log at its newest entries', () => {
    const kms = createMemoryKeyService({ auditCap: 3 });
    const wrapped = kms.wrap(new Uint8Array(32), context);
    for (let index = 0; index < 5; index++) kms.unwrap(wrapped, { ...request, reason: `reason ${index}` });
    expect(kms.audit().map((entry) => entry.reason)).toEqual(['reason 2', 'reason 3', 'reason 4']);
  });

  it('refuses a blob wrapped by another key service, whether in memory or under another key file', () => {
    const dir = folder();
    const key = new Uint8Array(randomBytes(32));
    const first = createFileKeyService({ keyFile: join(dir, 'a', 'master.key') });
    const second = createFileKeyService({ keyFile: join(dir, 'b', 'master.key') });
    const wrapped = first.wrap(key, context);
    expect(readFileSync(join(dir, 'a', 'master.key'))).not.toEqual(readFileSync(join(dir, 'b', 'master.key')));
    expect(refusal(() => second.unwrap(wrapped, request)).message).toMatch(/another master key/);
    // Even when the key id is forged to match, the key itself does not open it.
    const secondId = second.wrap(key, context).split('.')[1];
    refusal(() => second.unwrap(wrapped.replace(/^kms1\.[^.]+\./, `kms1.${secondId}.`), request));
    refusal(() => createMemoryKeyService().unwrap(wrapped, request));
    expect(first.unwrap(wrapped, request)).toEqual(key);
  });

  it('keeps the master key in its own file (0600) across instances', () => {
    const dir = folder();
    const keyFile = join(dir, 'kms', 'master.key');
    const key = new Uint8Array(randomBytes(32));
    const wrapped = createFileKeyService({ keyFile }).wrap(key, context);
    expect(statSync(keyFile).size).toBe(32);
    if (process.platform !== 'win32') expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const before = readFileSync(keyFile);

    expect(createFileKeyService({ keyFile }).unwrap(wrapped, request)).toEqual(key);
    expect(readFileSync(keyFile)).toEqual(before);
  });

  it('refuses a key file that is not a 32-byte key rather than replacing it', () => {
    const keyFile = join(folder(), 'master.key');
    writeFileSync(keyFile, 'short');
    expect(() => createFileKeyService({ keyFile })).toThrowError(expect.objectContaining({ code: 'kms_key_file_invalid' }));
    expect(readFileSync(keyFile, 'utf8')).toBe('short');
  });

  it('appends audit entries as JSON lines to the audit file, read back by a later instance', () => {
    const dir = folder();
    const keyFile = join(dir, 'master.key');
    const auditFile = join(dir, 'audit', 'kms-audit.jsonl');
    let now = T0;
    const first = createFileKeyService({ keyFile, auditFile, now: () => now });
    expect(first.audit()).toEqual([]);
    const wrapped = first.wrap(new Uint8Array(32), context);
    first.unwrap(wrapped, request);
    now += 60_000;
    refusal(() => first.unwrap(wrapped, { ...request, userId: 'user-2', reason: 'export' }));

    const lines = readFileSync(auditFile, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { at: '2025-01-02T03:04:05.000Z', ...request, outcome: 'ok' },
      { at: '2025-01-02T03:05:05.000Z', ...request, userId: 'user-2', reason: 'export', outcome: 'refused' },
    ]);
    if (process.platform !== 'win32') expect(statSync(auditFile).mode & 0o777).toBe(0o600);
    expect(createFileKeyService({ keyFile, auditFile }).audit()).toEqual(lines);
  });
});
