import { base58 } from '@scure/base';
import * as z from 'zod/mini';
import { RECOVERY_METHODS } from '../../shared/records';

/** Request bodies of /api/v1/embedded_wallets/* (routes/embedded-wallets.ts). */

export { RECOVERY_METHODS, type RecoveryMethod } from '../../shared/records';

const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
/** Base58 of a 32-byte Ed25519 public key (32 to 44 characters). */
export const SolanaAddress = z.string().check(
  // Stops here for text that is not base58, which base58.decode would throw on.
  z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { abort: true }),
  z.refine((text) => base58.decode(text).length === 32),
);
/** A wallet whose shares the provider keeps: Ethereum, or Solana from a seed of its own. */
const WalletAddress = z.union([Address, SolanaAddress]);
const RecoveryMethod = z.enum(RECOVERY_METHODS);
/**
 * A Shamir share is one byte longer than its secret: 17 bytes (23 base64url characters) for an HD wallet's 16 bytes
 * of entropy, 33 bytes (44 characters) for an imported 32-byte key.
 */
export const SHARE_LENGTH = { hd: 23, imported: 44 } as const;
const shareOf = (length: number) => z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`)));
const HdShare = shareOf(SHARE_LENGTH.hd);
const ImportedShare = shareOf(SHARE_LENGTH.imported);
/** Either kind; the store checks it fits the wallet it is for. */
const Share = z.union([HdShare, ImportedShare]);
/** A recovery envelope's JSON text; its content is checked by parseEnvelope. */
const Envelope = z.string().check(z.minLength(1), z.maxLength(512));

export const AddressRequest = z.object({ address: WalletAddress });

/** The x coordinate of the device share (its last byte), which a recovering device rebuilds that share at. */
const DeviceShareX = z.int().check(z.gte(1), z.lte(255));

/** A device's recovery: the wallet, and the host page it happens on, for the owner's notice. */
export const RecoverDeviceRequest = z.object({
  address: WalletAddress,
  page_origin: z.optional(z.string().check(z.maxLength(256), z.url())),
});

export const CreateEmbeddedWalletRequest = z.object({
  address: Address,
  // Only the primary wallet is created from new entropy; further HD indexes are POST /additional.
  wallet_index: z.literal(0),
  recovery_method: RecoveryMethod,
  auth_share: HdShare,
  encrypted_recovery_share: Envelope,
  device_share_x: DeviceShareX,
});

/**
 * Set-recovery replaces both provider-held shares: the frame re-splits the entropy (see frame/handler.ts), and a
 * recovery share pairs only with the auth share of its own split.
 */
export const SetRecoveryRequest = z.object({
  address: WalletAddress,
  recovery_method: RecoveryMethod,
  auth_share: Share,
  encrypted_recovery_share: Envelope,
  device_share_x: DeviceShareX,
});

/** A further HD wallet of the primary's seed: only its address is new (the primary's shares open it). */
export const CreateAdditionalWalletRequest = z.object({
  primary_address: Address,
  wallet_index: z.int().check(z.gte(1), z.lte(2 ** 31 - 1)),
  address: Address,
});

/** An imported key's shares; its recovery is always the automatic method (a key from /recovery_key). */
export const ImportWalletRequest = z.object({
  address: Address,
  auth_share: ImportedShare,
  encrypted_recovery_share: Envelope,
  device_share_x: DeviceShareX,
});

/** A Solana wallet from a seed of its own (a user with no primary Ethereum wallet); automatic recovery, as imports. */
export const CreateSolanaWalletRequest = z.object({
  address: SolanaAddress,
  auth_share: HdShare,
  encrypted_recovery_share: Envelope,
  device_share_x: DeviceShareX,
});

/** The Solana wallet of the primary's seed: only its address is new (the primary's shares open it). */
export const CreateAdditionalSolanaWalletRequest = z.object({
  primary_address: Address,
  address: SolanaAddress,
});

export const SolanaAddressRequest = z.object({ address: SolanaAddress });
