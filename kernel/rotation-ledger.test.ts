import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRotationLedger, memoryLedger, type RotationLedger } from './rotation-ledger';

const tokens = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, identityToken: null });

function behavesAsLedger(make: () => RotationLedger) {
  it('names the newest tokens for a spent refresh token, and nothing for a live or unknown one', async () => {
    const ledger = make();
    await ledger.record('refresh-1', tokens(2));
    await ledger.record('refresh-2', tokens(3));
    expect(await ledger.successorOf('refresh-1')).toEqual(tokens(3));
    expect(await ledger.successorOf('refresh-2')).toEqual(tokens(3));
    expect(await ledger.successorOf('refresh-3')).toBeNull();
    expect(await ledger.successorOf('never-issued')).toBeNull();
  });

  it('starts over for a rotation of another session', async () => {
    const ledger = make();
    await ledger.record('refresh-1', tokens(2));
    await ledger.record('other-1', { ...tokens(9), refreshToken: 'other-2' });
    expect(await ledger.successorOf('refresh-1')).toBeNull();
    expect(await ledger.successorOf('other-1')).toMatchObject({ refreshToken: 'other-2' });
  });

  it('forgets everything on clear', async () => {
    const ledger = make();
    await ledger.record('refresh-1', tokens(2));
    await ledger.clear();
    expect(await ledger.successorOf('refresh-1')).toBeNull();
  });
}

describe('memory ledger', () => behavesAsLedger(memoryLedger));

describe('IndexedDB ledger', () => {
  beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
  afterEach(() => vi.unstubAllGlobals());

  behavesAsLedger(() => createRotationLedger('app-1'));

  it('is shared by every ledger of the app, as tabs share it', async () => {
    await createRotationLedger('app-1').record('refresh-1', tokens(2));
    expect(await createRotationLedger('app-1').successorOf('refresh-1')).toEqual(tokens(2));
    expect(await createRotationLedger('app-2').successorOf('refresh-1')).toBeNull();
  });

  it('a database that cannot be opened is no ledger, and no error', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        const request = { error: new Error('blocked') } as unknown as IDBOpenDBRequest;
        setTimeout(() => request.onerror?.(new Event('error')));
        return request;
      },
    });
    const ledger = createRotationLedger('app-1');
    await expect(ledger.record('refresh-1', tokens(2))).resolves.toBeUndefined();
    expect(await ledger.successorOf('refresh-1')).toBeNull();
  });
});
