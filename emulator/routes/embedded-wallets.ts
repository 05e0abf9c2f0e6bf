import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { currentUser, requireApp, requireUser } from '../auth';
import { readBody } from '../body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import {
  AddressRequest,
  CreateAdditionalSolanaWalletRequest,
  CreateAdditionalWalletRequest,
  CreateEmbeddedWalletRequest,
  CreateSolanaWalletRequest,
  ImportWalletRequest,
  SetRecoveryRequest,
  SolanaAddressRequest,
} from '../embedded-wallet/requests';
import {
  createAdditionalSolanaWallet,
  createAdditionalWallet,
  createEmbeddedWallet,
  createSolanaWallet,
  findOwnWallet,
  importEmbeddedWallet,
  issueRecoveryKey,
  replaceShares,
  solanaSharesAddress,
} from '../embedded-wallet/store';
import { ApiError } from '../http-error';
import { assertMfaIfEnrolled } from '../mfa/proof';

/**
 * Only the embedded wallet frame, served from this origin, may handle shares and keys. The host page holds the
 * access token too, so the token alone must not release them: a browser names the calling page's origin, and another
 * page is refused. A request naming no origin (a test, a script) is let through, as at the test wallet's routes.
 */
const requireFrameOrigin = () =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      throw new ApiError(403, 'invalid_origin', 'Only the embedded wallet frame may call this route');
    }
    await next();
  });

/** POST /api/v1/embedded_wallets/*: the provider-held shares of embedded wallets (see embedded-wallet/frame/protocol.ts). */
export function embeddedWalletRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireFrameOrigin(), requireApp(ctx), requireUser(ctx))
    .post('/', async (c) => {
      const body = await readBody(c, CreateEmbeddedWalletRequest);
      return c.json(createEmbeddedWallet(ctx, currentUser(ctx, c), body));
    })
    .post('/additional', async (c) => {
      const body = await readBody(c, CreateAdditionalWalletRequest);
      return c.json(createAdditionalWallet(ctx, currentUser(ctx, c), body));
    })
    .post('/import', async (c) => {
      const body = await readBody(c, ImportWalletRequest);
      return c.json(importEmbeddedWallet(ctx, currentUser(ctx, c), body));
    })
    .post('/solana', async (c) => {
      const body = await readBody(c, CreateSolanaWalletRequest);
      return c.json(createSolanaWallet(ctx, currentUser(ctx, c), body));
    })
    .post('/solana/additional', async (c) => {
      const body = await readBody(c, CreateAdditionalSolanaWalletRequest);
      return c.json(createAdditionalSolanaWallet(ctx, currentUser(ctx, c), body));
    })
    .post('/solana/shares_address', async (c) => {
      const { address } = await readBody(c, SolanaAddressRequest);
      return c.json({ shares_address: solanaSharesAddress(ctx, currentUser(ctx, c), address) });
    })
    .post('/recovery_key', async (c) => {
      const { address } = await readBody(c, AddressRequest);
      return c.json({ recovery_key: issueRecoveryKey(ctx, currentUser(ctx, c), address) });
    })
    .post('/shares/auth', async (c) => {
      const { address } = await readBody(c, AddressRequest);
      const user = currentUser(ctx, c);
      // Every signature, transaction and export rebuilds the key with this share: MFA guards it (section 4).
      assertMfaIfEnrolled(ctx, c, user);
      return c.json({ auth_share: findOwnWallet(ctx, user, address).auth_share });
    })
    .post('/shares/recovery', async (c) => {
      const { address } = await readBody(c, AddressRequest);
      const wallet = findOwnWallet(ctx, currentUser(ctx, c), address);
      return c.json({
        encrypted_recovery_share: wallet.encrypted_recovery_share,
        recovery_method: wallet.recovery_method,
        ...(wallet.recovery_key !== null && { recovery_key: wallet.recovery_key }),
      });
    })
    .post('/recovery', async (c) => {
      const body = await readBody(c, SetRecoveryRequest);
      return c.json(replaceShares(ctx, currentUser(ctx, c), body));
    });
}
