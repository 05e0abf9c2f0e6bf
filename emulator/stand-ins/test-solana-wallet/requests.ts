import { base64 } from '@scure/base';
import * as z from 'zod/mini';
import { AccountIndex } from '../test-wallet/requests';

/** Padded base64 text, read as its bytes; any other text is an invalid value. */
const Base64Bytes = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    try {
      return base64.decode(text);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'Expected padded base64', input: text });
      return z.NEVER;
    }
  }),
);

/** POST /test-solana-wallet/sign: the message a person approved signing (solana:signMessage), in base64. */
export const SolanaSignRequest = z.object({ account: AccountIndex, message: Base64Bytes });
export type SolanaSignRequest = z.infer<typeof SolanaSignRequest>;
