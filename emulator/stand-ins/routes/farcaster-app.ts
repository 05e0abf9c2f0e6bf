import { Hono, type Context } from 'hono';
import { readForm } from '../../shared/body';
import type { ServiceContext, EmulatorEnv } from '../../shared/context';
import { completeChannel, CONNECT_PAGE_PATH, connectPagePath, findLiveChannel, rejectChannel } from '../farcaster/channels';
import {
  renderConnectedPage,
  renderConnectPage,
  renderExpiredChannelPage,
  renderRejectedPage,
  renderSignerPage,
  renderUnknownSignerPage,
  type ConnectPageInput,
} from '../farcaster/pages';
import {
  accountFromForm,
  custodyAddress,
  farcasterAccounts,
  findFarcasterAccount,
  NEW_ACCOUNT_FIELDS,
  registerFarcasterAccount,
} from '../farcaster/registry';
import { decideSigner, findSigner, SIGNER_PAGE_PATH, signerPagePath } from '../../provider/farcaster/signers';
import { signSiwf } from '../../provider/farcaster/siwf';
import { invalidData } from '../../shared/http-error';
import type { FarcasterChannelRecord } from '../../shared/records';

type Page = { html: string; headers: Record<string, string> };
const show = (c: Context, { html, headers }: Page, status: 200 | 400 | 404 = 200) => c.html(html, status, headers);

/**
 * The emulated Farcaster app (GET and POST /dev/farcaster/connect and /dev/farcaster/signer): where a person signs in
 * as a test Farcaster account, which the emulator signs for with its custody key, and approves or rejects a signer.
 */
export function farcasterAppRoutes(ctx: ServiceContext) {
  const appName = (appId: string) => ctx.repo.get('apps', appId)?.config.name ?? 'An app';

  const connectPage = (channelToken: string, channel: FarcasterChannelRecord, form?: ConnectPageInput['values'], error?: string) => {
    const accounts = farcasterAccounts(ctx.repo);
    // A free fid and anvil's first account, so a new account takes only a username.
    const suggested = { fid: String(Math.max(...accounts.map((account) => account.fid)) + 1), custody_index: '0' };
    return renderConnectPage({
      channelToken,
      appName: appName(channel.app_id),
      origin: channel.origin,
      accounts: accounts.map((account) => ({ account, custody: custodyAddress(account) })),
      values: form ?? suggested,
      ...(error && { error }),
    });
  };

  return new Hono<EmulatorEnv>()
    .get(CONNECT_PAGE_PATH, (c) => {
      const token = c.req.query('channel_token') ?? '';
      const channel = findLiveChannel(ctx, token);
      if (!channel) return show(c, renderExpiredChannelPage(), 404);
      if (channel.state === 'rejected') return show(c, renderRejectedPage());
      if (channel.result) return show(c, renderConnectedPage(channel.result));
      return show(c, connectPage(token, channel));
    })
    .post(CONNECT_PAGE_PATH, async (c) => {
      const form = await readForm(c);
      const token = form.get('channel_token') ?? '';
      const channel = findLiveChannel(ctx, token);
      // 303: the browser follows with a GET, which shows where the channel now stands.
      const back = () => c.redirect(connectPagePath(token), 303);
      if (channel?.state !== 'pending') return back();
      const decision = form.get('decision');
      if (decision === 'reject') {
        rejectChannel(ctx, token);
        return back();
      }
      if (decision !== 'approve') throw invalidData('Invalid decision: expected approve or reject');
      const isNew = form.get('account') === 'new';
      const chosen = isNew ? accountFromForm(ctx.repo, form) : { account: findFarcasterAccount(ctx.repo, Number(form.get('fid'))) };
      if ('error' in chosen) {
        const values = Object.fromEntries(NEW_ACCOUNT_FIELDS.map((field) => [field, form.get(field) ?? '']));
        return show(c, connectPage(token, channel, values, chosen.error), 400);
      }
      const { account } = chosen;
      if (!account) throw invalidData('Invalid fid: pick one of the registered accounts');
      if (isNew) registerFarcasterAccount(ctx.repo, account);
      completeChannel(ctx, token, account, await signSiwf(channel, account, ctx.now()));
      return back();
    })
    .get(SIGNER_PAGE_PATH, (c) => {
      const publicKey = (c.req.query('public_key') ?? '').toLowerCase();
      const signer = findSigner(ctx, publicKey);
      if (!signer) return show(c, renderUnknownSignerPage(), 404);
      const username = findFarcasterAccount(ctx.repo, signer.fid)?.username;
      return show(c, renderSignerPage({ publicKey, signer, appName: appName(signer.app_id), username }));
    })
    .post(SIGNER_PAGE_PATH, async (c) => {
      const form = await readForm(c);
      const publicKey = form.get('public_key') ?? '';
      const decision = form.get('decision');
      if (decision !== 'approve' && decision !== 'reject') throw invalidData('Invalid decision: expected approve or reject');
      decideSigner(ctx, publicKey, decision === 'approve');
      return c.redirect(signerPagePath(publicKey), 303);
    });
}
