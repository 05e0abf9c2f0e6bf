// @vitest-environment node
// The embedded Solana wallet: the Solana plugin with the embedded wallet (its frame in process) against the emulator.
import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Portico } from '../kernel/index';
import { solana, type SolanaPlugin } from '../plugins/solana/index';
import { walletKernel } from './support/embedded-wallet-kernel';

afterEach(() => vi.unstubAllGlobals());

/** A person logged in by email whose Ethereum wallet (automatic recovery) the login created, with the Solana plugin. */
async function withSolana({ prompts = false } = {}) {
  // Wallet creation checks the page is secure enough (localhost is).
  vi.stubGlobal('location', new URL('http://localhost:3000/'));
  const wallet = await walletKernel({ rpcUrl: 'http://127.0.0.1:9', prompts: false, plugins: [solana({ noPromptOnSignature: !prompts })] });
  // walletKernel types the plugins it adds itself; the Solana plugin passed in is there too.
  return { ...wallet, kernel: wallet.kernel as typeof wallet.kernel & Portico<[SolanaPlugin]> };
}

const verifies = (signature: Uint8Array, message: string, address: string) =>
  ed25519.verify(signature, new TextEncoder().encode(message), base58.decode(address));

describe('embedded Solana wallet', () => {
  it('is created from the Ethereum wallet’s seed, and signs messages that verify with an independent Ed25519', async () => {
    const { kernel } = await withSolana();
    const user = await kernel.solana.createWallet();
    const account = user.linkedAccounts.find((entry) => entry.type === 'wallet' && entry.chainType === 'solana');
    expect(account).toMatchObject({ walletClientType: 'privy', recoveryMethod: 'privy' });
    const [wallet] = kernel.solana.getWallets();
    expect(wallet?.address).toBe(account && 'address' in account ? account.address : undefined);

    const signature = await wallet!.signMessage('Hello from Portico');
    expect(signature).toHaveLength(64);
    expect(verifies(signature, 'Hello from Portico', wallet!.address)).toBe(true);
    expect(verifies(signature, 'Another message', wallet!.address)).toBe(false);
  });

  it('a second Solana wallet is refused (section 5)', async () => {
    const { kernel } = await withSolana();
    await kernel.solana.createWallet();
    await expect(kernel.solana.createWallet()).rejects.toMatchObject({
      code: 'embedded_wallet_already_exists',
      shortMessage: 'This user already has a Solana wallet.',
    });
  });

  it('is refused, before any frame request, for a user whose Ethereum wallet has a user-owned recovery (section 5)', async () => {
    const { env, frame, kernel, wallet } = await withSolana();
    const email = kernel.getSnapshot().user?.email?.address as string;
    const accessToken = (await kernel.getAccessToken()) as string;
    await frame.request('wallet:set-recovery', { accessToken, address: wallet, recoveryMethod: 'user-passcode', recoveryPassword: 'correct horse battery' });
    // A new login brings the user as the provider now has it.
    await kernel.logout();
    await kernel.email.sendCode(email);
    await kernel.email.loginWithCode(await env.latestCode(email));
    const asked = frame.events.length;
    await expect(kernel.solana.createWallet()).rejects.toMatchObject({
      code: 'unsupported_recovery_method',
      shortMessage: 'A Solana wallet cannot be created for a wallet secured by a password or a cloud backup.',
    });
    expect(frame.events.slice(asked)).toEqual([]);
  });

  it('signMessage needs a string (section 5)', async () => {
    const { kernel } = await withSolana();
    await kernel.solana.createWallet();
    const [wallet] = kernel.solana.getWallets();
    await expect(wallet!.signMessage(new Uint8Array([1, 2]) as unknown as string)).rejects.toMatchObject({
      code: 'invalid_message',
      shortMessage: 'A Solana message to sign must be a string.',
    });
  });

  it('with prompts, the embedded wallet’s sign screen shows the message first; closing it rejects with 4001', async () => {
    const { kernel } = await withSolana({ prompts: true });
    await kernel.solana.createWallet();
    const [wallet] = kernel.solana.getWallets();

    const signed = wallet!.signMessage('Approve me');
    await vi.waitFor(() => expect(kernel.getSnapshot().modal).toMatchObject({ screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN', data: { method: 'signMessage', params: ['Approve me'] } }));
    kernel.prompts.resolve(true);
    expect(verifies(await signed, 'Approve me', wallet!.address)).toBe(true);

    const refused = wallet!.signMessage('No thanks').catch((error: unknown) => error);
    await vi.waitFor(() => expect(kernel.getSnapshot().modal.open).toBe(true));
    kernel.navigation.close();
    await expect(refused).resolves.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
  });
});
