import { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from './provider/context';
import { cors } from './provider/cors';
import { createFaultInjector, DROPPED_HEADER } from './provider/faults';
import { ApiError, errorResponse } from './shared/http-error';
import { createMemoryKeyService, type KeyService } from './provider/kms/key-service';
import { LOCAL_CHAIN_ID, LOCAL_CHAIN_URL, SECOND_CHAIN_ID, SECOND_CHAIN_URL } from './shared/chains';
import type { Repository } from './shared/repository';
import { analyticsRoutes } from './provider/routes/analytics';
import { appRoutes } from './provider/routes/apps';
import { captchaRoutes } from './pages/routes/captcha';
import { coinbaseOnRampRoutes, moonpaySignRoutes } from './provider/routes/card-onramp';
import { cardOnRampPageRoutes } from './stand-ins/routes/card-onramp';
import { cloudDriveRoutes } from './stand-ins/routes/cloud-drive';
import { crossAppConnectionRoutes, crossAppRoutes } from './provider/routes/cross-app';
import { crossAppPageRoutes } from './pages/routes/cross-app-pages';
import { customAuthRoutes } from './provider/routes/custom-auth';
import { devRoutes } from './dev';
import { embeddedWalletFrameRoutes } from './pages/routes/embedded-wallet-frame';
import { embeddedWalletRoutes } from './provider/routes/embedded-wallets';
import { farcasterRoutes } from './provider/routes/farcaster';
import { farcasterAppRoutes } from './stand-ins/routes/farcaster-app';
import { guestRoutes } from './provider/routes/guest';
import { mfaRoutes } from './provider/routes/mfa';
import { oauthRoutes } from './provider/routes/oauth';
import { oauthProviderRoutes } from './pages/routes/oauth-provider';
import { passkeyRoutes } from './provider/routes/passkey';
import { passwordlessRoutes } from './provider/routes/passwordless';
import { passwordlessSmsRoutes } from './provider/routes/passwordless-sms';
import { quoteServiceRoutes } from './stand-ins/routes/quote-service';
import { recoveryOAuthRoutes } from './provider/routes/recovery-oauth';
import { sessionRoutes } from './provider/routes/sessions';
import { siweRoutes } from './provider/routes/siwe';
import { telegramRoutes } from './provider/routes/telegram';
import { telegramLoginRoutes } from './pages/routes/telegram-login';
import { testMobileWalletRoutes } from './stand-ins/routes/test-mobile-wallet';
import { testSolanaWalletRoutes } from './stand-ins/routes/test-solana-wallet';
import { testWalletRoutes } from './stand-ins/routes/test-wallet';
import { tokenPriceRoutes } from './provider/routes/token-price';
import { userRoutes } from './provider/routes/users';
import { loadSigningKey, seedDemoApp } from './provider/seed';
import type { TestToken } from './stand-ins/test-token/deploy';
import { createTokenService } from './provider/tokens';

export interface EmulatorOptions {
  repo: Repository;
  /** Milliseconds since the epoch; tests inject it to expire codes and tokens. */
  now?: () => number;
  /** Receives sent codes and unexpected errors; silent by default. */
  log?: (line: string) => void;
  /** JSON-RPC URL per EVM chain id, for contract wallets' signatures and funding; both local chains by default. */
  chainRpcUrls?: Record<number, string>;
  /** The test ERC-20 its starter deployed on the local chain (deployTestToken), for the faucet and /dev/local-chain. */
  testToken?: TestToken | null;
  /** The test USDC its starter deployed per chain id (deployTestUsdc), for funding and GET /dev/chains. */
  usdc?: Readonly<Record<number, `0x${string}`>>;
  /** The key service holding the master key of wrapped recovery keys; one in memory by default (tests). */
  keyService?: KeyService;
  /**
   * The demo's origins: the only pages that may call the dev routes reading secrets or changing settings (none by
   * default). Read on each request, so a starter may add them once the demo listens.
   */
  demoOrigins?: readonly string[];
}

export interface Emulator {
  app: Hono<EmulatorEnv>;
  /** A fetch implementation served in-process; a dropped-connection fault rejects like a network failure. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

export function createEmulator({
  repo,
  now = Date.now,
  log = () => {},
  chainRpcUrls = { [LOCAL_CHAIN_ID]: LOCAL_CHAIN_URL, [SECOND_CHAIN_ID]: SECOND_CHAIN_URL },
  testToken = null,
  usdc = {},
  keyService = createMemoryKeyService({ now }),
  demoOrigins = [],
}: EmulatorOptions): Emulator {
  seedDemoApp(repo, now());
  const tokens = createTokenService(loadSigningKey(repo), now);
  const ctx: EmulatorContext = { repo, now, log, chainRpcUrls, usdc, tokens, keyService };
  const faults = createFaultInjector();

  const api = new Hono<EmulatorEnv>()
    .route('/apps', appRoutes(ctx))
    .route('/apps', crossAppConnectionRoutes(ctx))
    .route('/cross-app', crossAppRoutes(ctx))
    .route('/sessions', sessionRoutes(ctx))
    .route('/passwordless', passwordlessRoutes(ctx))
    .route('/passwordless_sms', passwordlessSmsRoutes(ctx))
    .route('/users', userRoutes(ctx))
    .route('/analytics_events', analyticsRoutes(ctx))
    .route('/guest', guestRoutes(ctx))
    .route('/custom_jwt_account', customAuthRoutes(ctx))
    .route('/telegram', telegramRoutes(ctx))
    .route('/farcaster', farcasterRoutes(ctx))
    .route('/passkeys', passkeyRoutes(ctx))
    .route('/oauth', oauthRoutes(ctx))
    .route('/siwe', siweRoutes(ctx))
    .route('/embedded_wallets', embeddedWalletRoutes(ctx))
    .route('/mfa', mfaRoutes(ctx))
    .route('/recovery/oauth', recoveryOAuthRoutes(ctx))
    .route('/plugins/moonpay_on_ramp', moonpaySignRoutes(ctx))
    .route('/funding/coinbase_on_ramp', coinbaseOnRampRoutes(ctx))
    .route('/token_price', tokenPriceRoutes(ctx));

  const app = new Hono<EmulatorEnv>()
    .use(cors())
    .use('/api/*', faults.middleware)
    .route('/api/v1', api)
    .route('/dev', devRoutes(ctx, faults, demoOrigins, testToken))
    .route('/oauth', oauthProviderRoutes(ctx))
    .route('/oauth', crossAppPageRoutes(ctx))
    .route('/cloud-drive', cloudDriveRoutes(ctx))
    .route('/relay', quoteServiceRoutes(ctx))
    .route('/', telegramLoginRoutes(ctx))
    .route('/', farcasterAppRoutes(ctx))
    .route('/', cardOnRampPageRoutes(ctx))
    .route('/', captchaRoutes(ctx))
    .route('/', testMobileWalletRoutes())
    .route('/', embeddedWalletFrameRoutes(ctx))
    .route('/test-wallet', testWalletRoutes(ctx))
    .route('/test-solana-wallet', testSolanaWalletRoutes());

  app.notFound((c) => errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.status, error.code, error.message);
    log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return errorResponse(c, 500, 'internal_error', 'Internal emulator error');
  });

  return {
    app,
    async fetch(input, init) {
      const response = await app.fetch(new Request(input, init), {});
      if (response.headers.has(DROPPED_HEADER)) throw new TypeError('fetch failed: connection dropped by the emulator');
      return response;
    },
  };
}
