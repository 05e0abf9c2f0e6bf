// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryRepository } from '../shared/memory-repository';
import { createExportHandler, type ExportedSecret } from '../pages/embedded-wallet/frame/export-handler';
import { victimWithWallet } from './threat-support';

/**
 * Threat: a script in the host page (XSS, a malicious dependency). It holds the access token and is the frame's parent,
 * so it can ask the frame for signatures (named in the README as what remains); it never gets a share, a key or the
 * device key: no reply carries one, and the export page shows the key inside the provider's origin only.
 */
describe('a script in the host page', () => {
  it('gets addresses and signatures from the frame, never a share, a key or a phrase', async () => {
    const repo = createMemoryRepository();
    const { login, frame, address } = await victimWithWallet({ repo });
    const accessToken = login.token;
    const replies: unknown[] = [];
    const send = async (event: string, data: unknown) => {
      const reply = await frame.handle({ id: event, event, data });
      replies.push(reply);
      return reply;
    };
    await send('wallet:connect', { accessToken, address });
    await send('wallet:rpc', { accessToken, address, hdWalletIndex: 0, request: { method: 'personal_sign', params: ['hi', address] } });
    await send('wallet:create-additional', { accessToken, primaryWalletAddress: address, hdWalletIndex: 1 });
    await send('solana-wallet:create', { accessToken, ethereumAddress: address });
    await send('wallet:set-recovery', { accessToken, address, recoveryMethod: 'privy' });
    await send('farcaster:init-signer', { accessToken, address, hdWalletIndex: 0 });

    const shown: ExportedSecret[] = [];
    const exportPage = createExportHandler({
      walletSecret: frame.exportSecret,
      query: { address, phrase_export: 'true' },
      view: { show: (secret) => void shown.push(secret), showError: () => {} },
    });
    replies.push(await exportPage({ id: 'e', event: 'export:init', data: { accessToken, address, hdWalletIndex: 0 } }));
    expect(shown).toHaveLength(1);

    const text = JSON.stringify(replies);
    const record = repo.list('embedded_wallets')[0]!.value;
    for (const secret of [record.auth_share, shown[0]!.kind === 'seed-phrase' ? shown[0]!.words.join(' ') : 'no phrase shown']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(auth_share|encrypted_recovery_share|recovery_key|privateKey|device_share|d)"/);
    expect(replies.at(-1)).toMatchObject({ data: { shown: 'seed-phrase' } });
  });
});
