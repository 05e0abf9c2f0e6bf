import * as z from 'zod/mini';

/**
 * The embedded wallet frame's replies (the provider's frame protocol): `{ id, event, data }` or
 * `{ id, event, error: { code, message, recoveryMethod? } }`, and the frame's `{ event: 'iframe:ready' }`.
 */
export const FrameReadyMessage = z.object({ event: z.literal('iframe:ready') });

export const FrameReplyMessage = z.union([
  z.object({ id: z.string(), event: z.string(), data: z.unknown() }),
  z.object({
    id: z.string(),
    event: z.string(),
    error: z.object({ code: z.union([z.string(), z.number()]), message: z.string(), recoveryMethod: z.optional(z.string()) }),
  }),
]);
export type FrameReplyMessage = z.output<typeof FrameReplyMessage>;

/** `wallet:create` and `wallet:set-recovery` answer the address and the provider's user (wire shape). */
export const FrameAddressAnswer = z.object({ address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)) });

/** `wallet:rpc` answers the method's result: a signature or a signed transaction (hex). */
/** The frame's Farcaster signer answers: an Ed25519 public key, a signature (0x and hex). */
export const FrameFarcasterSignerAnswer = z.object({ publicKey: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)) });
export const FrameFarcasterSignatureAnswer = z.object({ signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{128}$/)) });
export const FrameRpcAnswer = z.object({ response: z.object({ method: z.string(), data: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)) }) });

/** `solana-wallet:create`, `connect` and `recover` answer the Solana wallet's base58 address (create also the user). */
export const FrameSolanaAddressAnswer = z.object({ address: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)) });
/** `solana-wallet:rpc` answers signMessage's 64-byte Ed25519 signature in padded base64 (88 characters). */
export const FrameSolanaRpcAnswer = z.object({
  response: z.object({ method: z.literal('signMessage'), data: z.object({ signature: z.string().check(z.regex(/^[A-Za-z0-9+/]{86}==$/)) }) }),
});
