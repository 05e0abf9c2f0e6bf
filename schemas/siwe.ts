import * as z from 'zod/mini';
import { LOGIN_MODES, optionalToken } from './requests';

/**
 * Sign-In With Ethereum request bodies and the init answer (section 7). Not re-exported by schemas/index, like the
 * passkey schemas: only the wallet plugin and the emulator import them.
 */

/** A 20-byte hex address, in any letter case (the server checksums it). */
const EvmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
/** CAIP-2 for EVM chains, as the wallet account's chain_id and the request's chainId carry it: `eip155:{id}`. */
const Caip2ChainId = z.string().check(z.regex(/^eip155:[1-9][0-9]{0,15}$/));

const hexBytes = z.string().check(z.maxLength(32_768), z.regex(/^0x(?:[0-9a-fA-F]{2})+$/));
const clientName = z.string().check(z.minLength(1), z.maxLength(64));

export const SiweInitRequest = z.object({ address: EvmAddress, token: optionalToken });
/** The nonce the message must carry; the provider also echoes the address and says when the nonce expires (ISO 8601). */
export const SiweInitAnswer = z.object({
  nonce: z.string(),
  address: z.optional(z.string()),
  expires_at: z.optional(z.string()),
});
export type SiweInitAnswerWire = z.input<typeof SiweInitAnswer>;

export const SiweLinkRequest = z.object({
  /** The EIP-4361 message exactly as the wallet signed it. */
  message: z.string().check(z.minLength(1), z.maxLength(8192)),
  /** 65 bytes from an EOA; a contract wallet's (EIP-1271) may be longer. */
  signature: hexBytes,
  chainId: Caip2ChainId,
  walletClientType: clientName,
  connectorType: clientName,
});
export const SiweAuthenticateRequest = z.extend(SiweLinkRequest, {
  mode: z._default(z.enum(LOGIN_MODES), 'login-or-sign-up'),
});
export const SiweUnlinkRequest = z.object({ address: EvmAddress });
