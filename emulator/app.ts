import { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from './context';
import { cors } from './cors';
import { createFaultInjector, DROPPED_HEADER } from './faults';
import { ApiError, errorResponse } from './http-error';
import { createMemoryKeyService, type KeyService } from './kms/key-service';
import { LOCAL_CHAIN_ID, LOCAL_CHAIN_URL, SECOND_CHAIN_ID, SECOND_CHAIN_URL } from './local-chain';
import type { Repository } from './repository';
import { analyticsRoutes } from './routes/analytics';
import { appRoutes } from './routes/apps';
import { captchaRoutes } from './routes/captcha';
import { cardOnRampPageRoutes, coinbaseOnRampRoutes, moonpaySignRoutes } from './routes/card-onramp';
import { cloudDriveRoutes } from './routes/cloud-drive';
import { crossAppConnectionRoutes, crossAppRoutes } from './routes/cross-app';
import { crossAppPageRoutes } from './routes/cross-app-pages';
import { customAuthRoutes } from './routes/custom-auth';
import { devRoutes } from './routes/dev';
import { embeddedWalletFrameRoutes } from './routes/embedded-wallet-frame';
import { embeddedWalletRoutes } from './routes/embedded-wallets';
import { farcasterRoutes } from './routes/farcaster';
import { farcasterAppRoutes } from './routes/farcaster-app';
import { guestRoutes } from './routes/guest';
import { mfaRoutes } from './routes/mfa';
import { oauthRoutes } from './routes/oauth';
import { oauthProviderRoutes } from './routes/oauth-provider';
import { passkeyRoutes } from './routes/passkey';
import { passwordlessRoutes } from './routes/passwordless';
import { passwordlessSmsRoutes } from './routes/passwordless-sms';
import { quoteServiceRoutes } from './routes/quote-service';
import { recoveryOAuthRoutes } from './routes/recovery-oauth';
import { sessionRoutes } from './routes/sessions';
import { siweRoutes } from './routes/siwe';
import { telegramRoutes } from './routes/telegram';
import { telegramLoginRoutes } from './routes/telegram-login';
import { testMobileWalletRoutes } from './routes/test-mobile-wallet';
import { testSolanaWalletRoutes } from './routes/test-solana-wallet';
import { testWalletRoutes } from './routes/test-wallet';
import { tokenPriceRoutes } from './routes/token-price';
import { userRoutes } from './routes/users';
import { loadSigningKey, seedDemoApp } from './seed';
import type { TestToken } from './test-token/deploy';
import { createTokenService } from './tokens';

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
  const ctx: EmulatorContext = { repo, now, log, chainRpcUrls, testToken, usdc, tokens, keyService };
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
    .route('/dev', devRoutes(ctx, faults, demoOrigins))
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
