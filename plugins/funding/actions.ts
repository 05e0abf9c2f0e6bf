import { PorticoError, parseChainId, type ChainConfig, type PluginContext } from '../../kernel/index';
import { readTokenInfo } from '../../kit/erc20';
import { chainRpc } from '../../kit/json-rpc';
import { isValidAmount, normalizeAmount } from './amount';
import { USDC, usdcAddresses, usdcAddressOn, isUsdcAddress, type Address, type FundingAsset } from './assets';
import { createCardOnRamps } from './card-onramp/index';
import { fundingNotEnabled, invalidFundingAmount, unknownWallet, usdcUnsupported } from './errors';
import type { FundingMessages } from './messages';
import type { FundingPluginOptions } from './options';
import { isFundingMethod, type FundingMethod, type FundingRequest } from './request';
import { FUNDING_MANUAL_TRANSFER_SCREEN, FUNDING_METHOD_SELECTION_SCREEN } from './screen-names';
import { createWalletTransfer } from './transfer/index';
import type { FundingService } from '../../kit/services/funding';

declare module '../../kernel/events' {
  interface PromptIntentRegistry {
    funding: true;
  }
}

/** The embedded wallet's send screen (its 'Add funds'): funding opened over it comes back to it. */
const SEND_TRANSACTION_SCREEN = 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN';

export interface FundWalletOptions {
  /** A configured chain (number or CAIP-2); the app's recommended one, else the host's default chain. */
  chainId?: number | string;
  /** In whole units of the asset; the app's recommended amount by default. */
  amount?: string;
  /** The chain's native currency by default (or the app's recommended currency). */
  asset?: FundingAsset;
}

/** How a funding screen answers its prompt: the header's back, or the flow is over. */
type StepAnswer = 'back' | 'done';

/**
 * The app's recommended currency (funding_config.default_recommended_currency): a CAIP-2 chain (`eip155:8453`, its
 * native currency), 'USDC', or both (`eip155:8453:USDC`).
 */
function recommendedCurrency(value: string | null): { chainId?: number; asset?: FundingAsset } {
  if (!value) return {};
  const chain = /eip155:\d+/.exec(value)?.[0];
  return { ...(chain && { chainId: parseChainId(chain) }), ...(/usdc/i.test(value) && { asset: 'USDC' as const }) };
}

/** The asset as the service names it: 'native', 'USDC' or a token's address. */
const assetOf = (asset: string | undefined): FundingAsset | undefined =>
  asset === undefined || asset === 'native' || asset === 'USDC' ? asset : { erc20Address: asset as Address };

/** fundWallet, the `funding` service and what the funding screens do (section 4's Funding). */
export function createFundingActions(ctx: PluginContext, m: FundingMessages, options: FundingPluginOptions) {
  const usdc = usdcAddresses(options.usdcAddresses);
  const cardOnRamps = createCardOnRamps(ctx, m, options);
  const walletTransfer = createWalletTransfer(ctx, m, options);

  /** The configured methods the plugin knows, in the app's order; none means funding is off. */
  const methods = (): FundingMethod[] => (ctx.getState().appConfig?.funding?.methods ?? []).filter(isFundingMethod);

  const methodScreen = (method: FundingMethod): string => {
    if (method === 'manual') return FUNDING_MANUAL_TRANSFER_SCREEN;
    if (method === 'external') return walletTransfer.methodScreen();
    return cardOnRamps.methodScreen(method);
  };

  /** Section 4: a wallet of the user (any linked one, the embedded ones too) or one connected to the page. */
  function checkWallet(address: string): void {
    const mine = (candidate: string) => candidate.toLowerCase() === address.toLowerCase();
    const { user, wallets } = ctx.getState();
    const linked = user?.linkedAccounts.some((account) => account.type === 'wallet' && mine(account.address)) ?? false;
    if (!linked && !wallets.some((wallet) => mine(wallet.address))) throw unknownWallet(m, address);
  }

  async function assetDetails(chain: ChainConfig, asset: FundingAsset) {
    if (asset === 'native') return { erc20Address: null, erc20ContractInfo: null, isUSDC: false };
    if (asset === 'USDC') {
      const erc20Address = usdcAddressOn(chain.id, usdc);
      if (!erc20Address) throw usdcUnsupported(m, chain.name);
      return { erc20Address, erc20ContractInfo: USDC, isUSDC: true };
    }
    if (isUsdcAddress(chain.id, asset.erc20Address, usdc)) return { erc20Address: asset.erc20Address, erc20ContractInfo: USDC, isUSDC: true };
    return { erc20Address: asset.erc20Address, erc20ContractInfo: await readTokenInfo(chainRpc(chain.rpcUrl), asset.erc20Address), isUSDC: false };
  }

  /** Section 3's funding request for the flow's first screen, every rule of sections 4 and 5 checked. */
  async function buildRequest(address: string, requested: FundWalletOptions, comingFromSendTransactionScreen: boolean) {
    const config = ctx.getState().appConfig?.funding;
    const available = methods();
    if (!config || available.length === 0) throw fundingNotEnabled(m);
    checkWallet(address);
    const recommended = recommendedCurrency(config.defaultRecommendedCurrency);
    const chain = ctx.chains.resolve(requested.chainId ?? recommended.chainId);
    const amount = normalizeAmount(requested.amount ?? config.defaultRecommendedAmount ?? '');
    if (amount !== '' && !isValidAmount(amount)) throw invalidFundingAmount(m, amount);
    const asset = await assetDetails(chain, requested.asset ?? recommended.asset ?? 'native');
    // One method goes straight to it (section 2), unless there is no amount yet: the selection asks for one.
    const only = available.length === 1 && amount !== '' ? available[0] : undefined;
    const request: FundingRequest = {
      address,
      amount,
      chainId: chain.id,
      ...asset,
      methodScreen: only ? methodScreen(only) : null,
      comingFromSendTransactionScreen,
    };
    return request;
  }

  async function fundWallet(address: string, requested: FundWalletOptions = {}): Promise<void> {
    const { modal } = ctx.getState();
    const request = await buildRequest(address, requested, modal.open && modal.screen === SEND_TRANSACTION_SCREEN);
    // Over a prompt on screen (the send screen's 'Add funds') as a step of it; otherwise a flow of its own.
    await ctx.prompts.open<StepAnswer>(request.methodScreen ?? FUNDING_METHOD_SELECTION_SCREEN, {
      intent: 'funding',
      over: modal.open,
      data: request,
    });
  }

  /**
   * Opens `screen` over the funding screen on show. 'done' there settles the screens under it too; 'back' goes down to
   * the method selection (section 2's header), or to the first screen of the flow when it has none.
   */
  function showStep(screen: string, request: FundingRequest): void {
    const step = ctx.prompts.open<StepAnswer>(screen, { intent: 'funding', over: true, data: { ...request, overFundingScreen: true } });
    step.then(
      (answer) => {
        const { modal } = ctx.getState();
        if (answer === 'done' || (modal.screen !== FUNDING_METHOD_SELECTION_SCREEN && modal.data.overFundingScreen === true)) {
          ctx.prompts.resolve(answer);
        }
      },
      // Closing the modal rejects every prompt on it; a screen's own failure reaches the one under it.
      (error: unknown) => {
        if (!(error instanceof PorticoError && error.code === 'user_rejected_request')) ctx.prompts.reject(error);
      },
    );
  }

  return {
    actions: {
      /**
       * Opens the funding flow for `address` (a wallet of the user or a connected one): the method selection, or the
       * only configured method. Resolves when the person finishes or goes back; rejects (4001) when they close it.
       */
      fundWallet,
      messages: m,
      options,
      usdcAddresses: usdc,
      cardOnRamps,
      walletTransfer,
      /** The configured methods, in the app's order. */
      methods,
      methodScreen,
      showStep,
      /** The method selection's choice: the method's screen over it, with the same request. */
      chooseMethod(method: FundingMethod, request: FundingRequest): void {
        const screen = methodScreen(method);
        showStep(screen, { ...request, methodScreen: screen });
      },
      /** The funding request's chain (configured: fundWallet checked it). */
      chain: (chainId: number): ChainConfig => ctx.chains.resolve(chainId),
      /**
       * The header's back (section 2): to the send-transaction screen when the flow came from there, else to the method
       * selection under this screen.
       */
      back(request: FundingRequest): void {
        ctx.prompts.resolve(request.comingFromSendTransactionScreen ? 'done' : 'back');
      },
      /** The flow is over (Close, Continue): every funding screen settles; the send screen comes back, or the modal closes. */
      finish(): void {
        ctx.prompts.resolve('done');
      },
    },
    services: {
      funding: {
        fundWallet: (address: string, { chainId, amount, asset }: { chainId: number; amount?: string; asset?: string }) =>
          fundWallet(address, { chainId, ...(amount !== undefined && { amount }), ...(asset !== undefined && { asset: assetOf(asset) }) }),
      } satisfies FundingService,
    },
  };
}

export type FundingActions = ReturnType<typeof createFundingActions>['actions'];
