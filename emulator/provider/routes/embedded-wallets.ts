import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { currentUser, requireApp, requireUser } from '../auth';
import { bearerToken, readBody } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { DEVICE_NONCE_HEADER, issueDeviceNonce, verifyDeviceProof } from '../embedded-wallet/device-proof';
import { announceRecovery, assertFreshLogin, assertRegisteredDevice, isRegisteredDevice, takeRecoverySlot } from '../embedded-wallet/devices';
import {
  AddressRequest,
  CreateAdditionalSolanaWalletRequest,
  CreateAdditionalWalletRequest,
  CreateEmbeddedWalletRequest,
  CreateSolanaWalletRequest,
  ImportWalletRequest,
  RecoverDeviceRequest,
  SetRecoveryRequest,
  SolanaAddressRequest,
} from '../embedded-wallet/requests';
import {
  createAdditionalSolanaWallet,
  createAdditionalWallet,
  createEmbeddedWallet,
  createSolanaWallet,
  findOwnWallet,
  findOwnWalletIfAny,
  importEmbeddedWallet,
  issueRecoveryKey,
  openRecoveryKey,
  registerDevice,
  replaceShares,
  solanaSharesAddress,
} from '../embedded-wallet/store';
import { assertMfaIfEnrolled } from '../mfa/proof';

/** Every answer offers the frame its next proof's nonce, so a proof costs no round trip of its own. */
const offerNonce = (ctx: EmulatorContext) =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    await next();
    c.res.headers.set(DEVICE_NONCE_HEADER, issueDeviceNonce(ctx));
  });

/**
 * POST /api/v1/embedded_wallets/*: the provider-held shares of embedded wallets (see embedded-wallet/frame/protocol.ts).
 * The access token names the user; it never opens a share by itself. A call that releases or replaces a share or a
 * key also needs the proof of a device key the wallet registered (device-proof.ts), or, on the one path without one
 * (making a wallet, recovering it on a new device), a fresh login, MFA when enrolled and a rate limit (devices.ts).
 */
export function embeddedWalletRoutes(ctx: EmulatorContext) {
  // requireUser ran first, so the bearer token is there.
  const proofOf = (c: Context<EmulatorEnv>) => verifyDeviceProof(ctx, c, bearerToken(c)!);

  /** A new wallet's first device: any key, proven, after a fresh login; answers the device and the user. */
  const newWalletDevice = async (c: Context<EmulatorEnv>) => {
    const device = await proofOf(c);
    const user = currentUser(ctx, c);
    assertFreshLogin(ctx, c, user);
    return { device, user };
  };

  /** A device the wallet at `address` registered, proven; answers the user and that wallet. */
  const registeredDevice = async (c: Context<EmulatorEnv>, address: string) => {
    const device = await proofOf(c);
    const user = currentUser(ctx, c);
    const wallet = findOwnWallet(ctx, user, address);
    assertRegisteredDevice(wallet, device);
    return { user, wallet };
  };

  return new Hono<EmulatorEnv>()
    .use(offerNonce(ctx), requireApp(ctx), requireUser(ctx))
    // A nonce for a frame that holds none fresh (every answer offers one; see offerNonce).
    .post('/nonce', (c) => c.json({}))
    .post('/', async (c) => {
      const body = await readBody(c, CreateEmbeddedWalletRequest);
      const { device, user } = await newWalletDevice(c);
      return c.json(createEmbeddedWallet(ctx, user, body, device));
    })
    .post('/import', async (c) => {
      const body = await readBody(c, ImportWalletRequest);
      const { device, user } = await newWalletDevice(c);
      return c.json(importEmbeddedWallet(ctx, user, body, device));
    })
    .post('/solana', async (c) => {
      const body = await readBody(c, CreateSolanaWalletRequest);
      const { device, user } = await newWalletDevice(c);
      return c.json(createSolanaWallet(ctx, user, body, device));
    })
    .post('/additional', async (c) => {
      const body = await readBody(c, CreateAdditionalWalletRequest);
      const { user } = await registeredDevice(c, body.primary_address);
      return c.json(createAdditionalWallet(ctx, user, body));
    })
    .post('/solana/additional', async (c) => {
      const body = await readBody(c, CreateAdditionalSolanaWalletRequest);
      const { user } = await registeredDevice(c, body.primary_address);
      return c.json(createAdditionalSolanaWallet(ctx, user, body));
    })
    // An address the user's own accounts already show: no secret, so the token is enough.
    .post('/solana/shares_address', async (c) => {
      const { address } = await readBody(c, SolanaAddressRequest);
      return c.json({ shares_address: solanaSharesAddress(ctx, currentUser(ctx, c), address) });
    })
    // Which method seals the recovery share, as the user's wallet account shows it: no secret either.
    .post('/recovery_method', async (c) => {
      const { address } = await readBody(c, AddressRequest);
      return c.json({ recovery_method: findOwnWallet(ctx, currentUser(ctx, c), address).recovery_method });
    })
    // A key to seal a recovery share with: for a wallet being made (a new device) or re-split (a registered one).
    .post('/recovery_key', async (c) => {
      const { address } = await readBody(c, AddressRequest);
      const device = await proofOf(c);
      const user = currentUser(ctx, c);
      const wallet = findOwnWalletIfAny(ctx, user, address);
      if (wallet) assertRegisteredDevice(wallet, device);
      else assertFreshLogin(ctx, c, user);
      return c.json({ recovery_key: issueRecoveryKey(ctx, user, address) });
    })
    .post('/shares/auth', async (c) => {
      const { address } = await readBody(c, AddressRequest);
      const { user, wallet } = await registeredDevice(c, address);
      // Every signature, transaction and export rebuilds the key with this share: MFA guards it (section 4).
      assertMfaIfEnrolled(ctx, c, user);
      return c.json({ auth_share: wallet.auth_share });
    })
    /**
     * Both provider shares, for a device to rebuild the wallet and its own device share. A registered device (whose
     * share went stale when the recovery method changed elsewhere) needs MFA when enrolled; a new device also a fresh
     * login, a free slot of the hourly limit, and it is then registered and announced to the owner.
     */
    .post('/shares/recovery', async (c) => {
      const { address, page_origin } = await readBody(c, RecoverDeviceRequest);
      const device = await proofOf(c);
      const user = currentUser(ctx, c);
      const wallet = findOwnWallet(ctx, user, address);
      assertMfaIfEnrolled(ctx, c, user);
      const registered = isRegisteredDevice(wallet, device);
      if (!registered) {
        assertFreshLogin(ctx, c, user);
        takeRecoverySlot(ctx, user);
        registerDevice(ctx, user, wallet, device);
        announceRecovery(ctx, user, wallet, page_origin);
      }
      return c.json({
        auth_share: wallet.auth_share,
        encrypted_recovery_share: wallet.encrypted_recovery_share,
        recovery_method: wallet.recovery_method,
        recovery_key: openRecoveryKey(ctx, user, wallet, registered ? 'recovery on a registered device' : 'recovery on a new device'),
        ...(wallet.device_share_x !== undefined && { device_share_x: wallet.device_share_x }),
      });
    })
    // A re-split under a (possibly new) recovery method: a registered device, and MFA when enrolled.
    .post('/recovery', async (c) => {
      const body = await readBody(c, SetRecoveryRequest);
      const { user } = await registeredDevice(c, body.address);
      assertMfaIfEnrolled(ctx, c, user);
      return c.json(replaceShares(ctx, user, body));
    });
}
