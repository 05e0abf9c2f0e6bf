import type { FarcasterSignerAnswer } from '../../../schemas/farcaster';
import type { ServiceContext } from '../../shared/context';
import type { EmulatorContext } from '../context';
import { invalidData } from '../../shared/http-error';
import type { FarcasterSignerRecord, UserRecord } from '../../shared/records';
import { saveUser } from '../users';

/**
 * Farcaster signers: an Ed25519 key the user asks to act for their fid, approved or rejected in the (emulated)
 * Farcaster app at `signer_approval_url`. Keys go by their lower-case spelling.
 */

export const SIGNER_PAGE_PATH = '/dev/farcaster/signer';

export const signerPagePath = (publicKey: string) => `${SIGNER_PAGE_PATH}?public_key=${encodeURIComponent(publicKey)}`;

/**
 * The signer request for `publicKey`: made pending on the first call, answered as it stands on later ones. The user
 * must have a Farcaster account, and a key serves one user's fid only.
 */
export function signerStatus(ctx: EmulatorContext, user: UserRecord, publicKey: string, emulatorOrigin: string): FarcasterSignerAnswer {
  const farcaster = user.linked_accounts.find((account) => account.type === 'farcaster');
  if (!farcaster) throw invalidData('User has no Farcaster account: link one before asking for a signer');
  const key = publicKey.toLowerCase();
  let record = ctx.repo.get('farcaster_signers', key);
  if (record && (record.app_id !== user.app_id || record.user_id !== user.id || record.fid !== farcaster.fid)) {
    throw invalidData('This key was already asked for as the signer of another Farcaster account');
  }
  if (!record) {
    record = { app_id: user.app_id, user_id: user.id, fid: farcaster.fid, status: 'pending_approval', created_at: ctx.now() };
    ctx.repo.put('farcaster_signers', key, record);
  }
  const pending = record.status === 'pending_approval';
  return { public_key: key, status: record.status, ...(pending && { signer_approval_url: `${emulatorOrigin}${signerPagePath(key)}` }) };
}

export const findSigner = (ctx: ServiceContext, publicKey: string): FarcasterSignerRecord | undefined =>
  ctx.repo.get('farcaster_signers', publicKey.toLowerCase());

/**
 * The person's answer in the Farcaster app; only a pending request takes one. Approval puts the key on the user's
 * account for that fid, as the provider learns of it from Farcaster (the client refreshes the user).
 */
export function decideSigner(ctx: ServiceContext, publicKey: string, approve: boolean): void {
  const key = publicKey.toLowerCase();
  const record = ctx.repo.get('farcaster_signers', key);
  if (record?.status !== 'pending_approval') return;
  ctx.repo.transaction(() => {
    ctx.repo.put('farcaster_signers', key, { ...record, status: approve ? 'approved' : 'revoked' });
    const user = approve ? ctx.repo.get('users', record.user_id) : undefined;
    if (!user) return;
    const linked_accounts = user.linked_accounts.map((account) =>
      account.type === 'farcaster' && account.fid === record.fid ? { ...account, signer_public_key: key } : account,
    );
    saveUser(ctx.repo, { ...user, linked_accounts });
  });
}
