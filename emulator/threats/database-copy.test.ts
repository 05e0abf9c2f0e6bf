// @vitest-environment node
import { base64urlnopad } from '@scure/base';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { combineShares, decryptWithKey, walletKeyAt, walletSecretOf } from '../provider/embedded-wallet/keys';
import { createFileKeyService } from '../provider/kms/key-service';
import { openSqliteRepository } from '../shared/sqlite-repository';
import { victimWithWallet } from './threat-support';

/**
 * Threats: a copy of the provider's database (a leaked backup, a stolen disk), and the key service alone. The database
 * keeps the auth share, the sealed recovery share and the recovery key wrapped by the key service; the key service
 * keeps its master key and no wallet data. Neither alone rebuilds a key; both together do (the positive control).
 */
describe('the provider’s stores apart', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  async function walletOnDisk() {
    const folder = mkdtempSync(join(tmpdir(), 'portico-threat-'));
    folders.push(folder);
    const dataFile = join(folder, 'emulator.sqlite');
    const keyFile = join(folder, 'kms', 'master.key');
    const repo = openSqliteRepository(dataFile);
    const { address, clock } = await victimWithWallet({ repo, keyService: createFileKeyService({ keyFile }) });
    repo.close();
    // The attacker's copy: the database file alone, opened elsewhere.
    const copy = openSqliteRepository(dataFile);
    const record = copy.list('embedded_wallets')[0]!.value;
    copy.close();
    return { address, clock, keyFile, record };
  }

  it('a copy of the database alone opens no recovery share, so its auth share rebuilds nothing', async () => {
    const { record, keyFile } = await walletOnDisk();
    expect(record.recovery_key).toMatch(/^kms1\./);
    // What the record holds is no key: as bytes it opens nothing.
    const asKey = new TextEncoder().encode(record.recovery_key!).slice(0, 32);
    await expect(decryptWithKey(record.encrypted_recovery_share, asKey)).rejects.toThrow();
    // Another key service (another master key) cannot unwrap it either.
    const other = createFileKeyService({ keyFile: `${keyFile}.other` });
    const context = { appId: 'demo-app-0000000000000001', userId: record.user_id, walletAddress: record.address, reason: 'attacker' };
    expect(() => other.unwrap(record.recovery_key!, context)).toThrow(expect.objectContaining({ code: 'kms_unwrap_failed' }));
  });

  it('the key service alone holds a master key and no wallet data; with the database both rebuild the wallet', async () => {
    const { record, keyFile, address } = await walletOnDisk();
    const keyBytes = readFileSync(keyFile);
    expect(keyBytes).toHaveLength(32);
    expect(keyBytes.toString('latin1')).not.toContain(address.slice(2, 12));
    // Positive control: the provider's checked path uses both, as a recovery does.
    const keys = createFileKeyService({ keyFile, auditFile: `${keyFile}.audit.jsonl` });
    const context = { appId: 'demo-app-0000000000000001', userId: record.user_id, walletAddress: record.address, reason: 'test: positive control' };
    const recoveryShare = await decryptWithKey(record.encrypted_recovery_share, keys.unwrap(record.recovery_key!, context));
    const secret = walletSecretOf(await combineShares([base64urlnopad.decode(record.auth_share), recoveryShare]))!;
    expect(walletKeyAt(secret, 0).address).toBe(address);
    expect(keys.audit().at(-1)).toMatchObject({ userId: record.user_id, reason: 'test: positive control', outcome: 'ok' });
  });
});
