import { toSeconds, type LinkedAccountWire, type LoginMode } from '../../../schemas';
import type { EmulatorContext } from '../context';
import { ApiError } from '../../shared/http-error';
import type { ProvenAccount } from '../login';
import type { AppRecord, FarcasterAccountRecord } from '../../shared/records';
import { verifiedNow } from '../users';
import { spendChannel } from '../../stand-ins/farcaster/channels';
import { custodyAddress } from '../../stand-ins/farcaster/registry';
import { verifySiwf, type SiwfProof } from './siwf';

type FarcasterAccountWire = Extract<LinkedAccountWire, { type: 'farcaster' }>;

/** Init, login and link are refused unless the app enables Farcaster login. */
export function requireFarcasterLogin(app: AppRecord): void {
  if (!app.config.farcaster_auth) {
    throw new ApiError(403, 'disallowed_login_method', 'Login with Farcaster is not allowed for this app');
  }
}

/** The account as the provider reads it from Farcaster's registry; a signer comes later, through signer/status. */
const farcasterAccount = (registered: FarcasterAccountRecord, nowSeconds: number): FarcasterAccountWire => ({
  type: 'farcaster',
  fid: registered.fid,
  owner_address: custodyAddress(registered),
  display_name: registered.display_name,
  username: registered.username,
  bio: registered.bio,
  profile_picture_url: registered.pfp_url,
  homepage_url: registered.homepage_url,
  signer_public_key: null,
  ...verifiedNow(nowSeconds),
});

/** The Farcaster account a completed channel's signed message proves, for logInWithProof and the link helpers. */
export async function farcasterProof(
  ctx: EmulatorContext,
  app: AppRecord,
  input: SiwfProof & { channel_token: string },
  mode: LoginMode = 'login-or-sign-up',
): Promise<ProvenAccount> {
  requireFarcasterLogin(app);
  const channel = spendChannel(ctx, app.config.id, input.channel_token);
  const registered = await verifySiwf(ctx.repo, channel, input, ctx.now());
  return { account: farcasterAccount(registered, toSeconds(ctx.now())), identifier: String(registered.fid), mode };
}
