import * as z from 'zod/mini';

/** Request bodies of /api/v1/embedded_wallets/* (routes/embedded-wallets.ts). */

/**
 * The automatic method's literal is the provider's own name (spec section 3): the provider keeps its key. With
 * `google-drive` the key is in the user's stand-in Google Drive (cloud-drive/); iCloud is not emulated.
 */
export const RECOVERY_METHODS = ['privy', 'user-passcode', 'google-drive'] as const;
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];

const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const RecoveryMethod = z.enum(RECOVERY_METHODS);
/** A Shamir share of 16 bytes of entropy is 17 bytes: 23 base64url characters. */
const Share = z.string().check(z.regex(/^[A-Za-z0-9_-]{23}$/));
/** A recovery envelope's JSON text; its content is checked by parseEnvelope. */
const Envelope = z.string().check(z.minLength(1), z.maxLength(512));

export const AddressRequest = z.object({ address: Address });

export const CreateEmbeddedWalletRequest = z.object({
  address: Address,
  // Only the primary wallet is created from new entropy; further HD indexes (create-additional) are not built yet.
  wallet_index: z.literal(0),
  recovery_method: RecoveryMethod,
  auth_share: Share,
  encrypted_recovery_share: Envelope,
});

/**
 * Set-recovery replaces both provider-held shares: the frame re-splits the entropy (see frame/handler.ts), and a
 * recovery share pairs only with the auth share of its own split.
 */
export const SetRecoveryRequest = z.object({
  address: Address,
  recovery_method: RecoveryMethod,
  auth_share: Share,
  encrypted_recovery_share: Envelope,
});
