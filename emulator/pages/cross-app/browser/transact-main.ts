import * as z from 'zod/mini';
import { CROSS_APP_MESSAGES } from '../../../../schemas/cross-app';
import { byId, embeddedWalletFrame, embeddedWallets, ProviderUser, providerApi, say, type EmbeddedWallet } from './page-api';

// The transact page's script (bundled by ../page-bundle.ts): signs the shown request in the provider app's embedded
// wallet frame once the person approves, and answers the opener at the callback origin only.

const { appId = '', callbackOrigin = '', callbackUrl = '', request = '{}', error: refused } = document.documentElement.dataset;
const token = new URLSearchParams(location.search).get('token') ?? '';
const post = providerApi(appId);
const Session = z.object({ token: z.string(), user: ProviderUser });
const WalletRequest = z.object({ method: z.string(), params: z._default(z.array(z.unknown()), []) });
const Prepared = z.object({ transaction: z.record(z.string(), z.unknown()) });

function answer(message: { type: string; result?: unknown; error?: unknown }): void {
  if (window.opener && callbackOrigin) (window.opener as Window).postMessage(message, callbackOrigin);
}
const fail = (error: string) => answer({ type: CROSS_APP_MESSAGES.error, error });

/** The frame's `wallet:rpc` names a key by its seed's primary wallet and its index (an imported one by itself). */
function keyOf(wallets: EmbeddedWallet[], address: string | undefined): { address: string; hdWalletIndex: number } {
  const wanted = wallets.find((wallet) => wallet.address.toLowerCase() === (address ?? wallets[0]?.address ?? '').toLowerCase());
  if (!wanted) throw new Error('Cannot request a signature with this wallet address');
  if (wanted.imported) return { address: wanted.address, hdWalletIndex: 0 };
  const primary = wallets.find((wallet) => !wallet.imported && wallet.wallet_index === 0) ?? wanted;
  return { address: primary.address, hdWalletIndex: wanted.wallet_index ?? 0 };
}

async function sign(): Promise<unknown> {
  const { method, params } = WalletRequest.parse(JSON.parse(request));
  const session = await post('/cross-app/transact/session', { token, callback_url: callbackUrl }, Session);
  const wallets = embeddedWallets(session.user);
  const frame = embeddedWalletFrame(appId);
  const rpc = async (address: string | undefined, walletRequest: { method: string; params: unknown[] }) => {
    const reply = await frame.request('wallet:rpc', { accessToken: session.token, ...keyOf(wallets, address), request: walletRequest });
    return z.object({ response: z.object({ data: z.unknown() }) }).parse(reply).response.data;
  };
  if (method === 'personal_sign') return rpc(String(params[1] ?? ''), { method, params });
  if (method === 'eth_signTypedData_v4') return rpc(String(params[0] ?? ''), { method, params });
  const transaction = z.record(z.string(), z.unknown()).parse(params[0] ?? {});
  const from = typeof transaction.from === 'string' ? transaction.from : wallets[0]?.address;
  const body = { token, callback_url: callbackUrl, transaction: { ...transaction, from } };
  const prepared = await post('/cross-app/transact/prepare', body, Prepared);
  const signed = await rpc(from, { method: 'eth_signTransaction', params: [prepared.transaction] });
  const sent = await post('/cross-app/transact/broadcast', { token, callback_url: callbackUrl, chain_id: prepared.transaction.chainId, signed }, z.object({ hash: z.string() }));
  return sent.hash;
}

if (refused !== undefined) fail(refused);
else {
  byId('reject').addEventListener('click', () => {
    fail('User rejected request');
    window.close();
  });
  byId<HTMLButtonElement>('approve').addEventListener('click', () => {
    byId<HTMLButtonElement>('approve').disabled = true;
    say('status', 'Signing...');
    sign().then(
      (result) => {
        say('status', 'Done. You can close this window.');
        answer({ type: CROSS_APP_MESSAGES.response, result });
        window.close();
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        say('status', '');
        say('error', message);
        fail(message);
      },
    );
  });
  // The page renders its buttons disabled until these handlers are attached.
  for (const id of ['approve', 'reject']) byId<HTMLButtonElement>(id).disabled = false;
}
