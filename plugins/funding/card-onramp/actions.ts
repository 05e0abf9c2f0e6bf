import { isPorticoError, type PluginContext, createStore, format } from '../../../kernel/index';
import { nativeSymbol } from '../assets';
import type { FundingPluginOptions } from '../options';
import type { CardOnRampMethod, FundingRequest } from '../request';
import { runCoinbase } from './coinbase';
import { coinbaseOffer, moonpayOffer, type Unsold } from './currencies';
import type { CardOnRampMessages } from './messages';
import { runMoonpay } from './moonpay';
import { COINBASE_ONRAMP_PROMPT_SCREEN, COINBASE_ONRAMP_STATUS_SCREEN, MOONPAY_PROMPT_SCREEN, MOONPAY_STATUS_SCREEN } from './screen-names';
import type { OnRampRun, OnRampState, OnRampWindow } from './status';

const SCREENS: Record<CardOnRampMethod, { prompt: string; status: string }> = {
  moonpay: { prompt: MOONPAY_PROMPT_SCREEN, status: MOONPAY_STATUS_SCREEN },
  'coinbase-onramp': { prompt: COINBASE_ONRAMP_PROMPT_SCREEN, status: COINBASE_ONRAMP_STATUS_SCREEN },
};

/**
 * The card on-ramps of the funding plugin: one purchase at a time, its state in a small store the status screens
 * read. Usable headless: `start` resolves with the purchase's final state.
 */
export function createCardOnRamps(ctx: PluginContext, m: CardOnRampMessages, options: FundingPluginOptions) {
  const store = createStore<OnRampState | null>(null);
  let running: AbortController | null = null;

  const providerName = (method: CardOnRampMethod) => (method === 'moonpay' ? m.moonpayName : m.coinbaseName);

  /** Section 5's offer of the provider for the request, or why there is none (a warning is logged for an unknown asset). */
  const offerOf = (method: CardOnRampMethod, request: FundingRequest) => (method === 'moonpay' ? moonpayOffer(request) : coinbaseOffer(request));

  /** What the screens say when the provider does not sell the request: section 8's words for the second provider's chains. */
  function unsoldText(method: CardOnRampMethod, request: FundingRequest, { unsold }: Unsold): string {
    if (method === 'coinbase-onramp' && unsold === 'chain') return m.coinbaseUnsupportedChain;
    const chain = ctx.chains.resolve(request.chainId);
    const symbol = request.erc20ContractInfo?.symbol ?? nativeSymbol(chain);
    return format(m.onRampUnsupported, { provider: providerName(method), symbol, chain: chain.name });
  }

  /** Null when the provider sells what the request asks for, else why not (the prompt shows it instead of Continue). */
  function unsupported(method: CardOnRampMethod, request: FundingRequest): string | null {
    const offer = offerOf(method, request);
    return 'unsold' in offer ? unsoldText(method, request, offer) : null;
  }

  /**
   * Stops watching once the person left the status screen (back, Continue) or closed the modal. Headless, with no
   * screen ever shown, only `stop` or the end of the purchase stops it.
   */
  function stopWhenLeft(method: CardOnRampMethod, controller: AbortController): () => void {
    let shown = false;
    return ctx.subscribe(() => {
      const { modal } = ctx.getState();
      const onStatus = modal.open && modal.screen === SCREENS[method].status;
      if (onStatus) shown = true;
      else if (shown) controller.abort();
    });
  }

  /** The purchase for `request` with `method`, reported through the store; the final state. */
  async function start(method: CardOnRampMethod, request: FundingRequest, popup: OnRampWindow | null): Promise<OnRampState> {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    let state: OnRampState = { provider: method, status: 'starting', url: null, reason: null };
    store.setState(() => state);
    // A purchase replaced by a newer one (Try again) no longer reaches the screens.
    const update: OnRampRun['update'] = (change) => {
      state = { ...state, ...change };
      if (running === controller) store.setState(() => state);
    };
    const run: OnRampRun = { popup, signal: controller.signal, update };
    const unsubscribe = stopWhenLeft(method, controller);
    try {
      const offer = offerOf(method, request);
      if ('unsold' in offer) update({ status: 'failed', reason: unsoldText(method, request, offer) });
      else if ('currencyCode' in offer) update({ status: await runMoonpay(ctx, options, request, offer.currencyCode, run) });
      else update({ status: await runCoinbase(ctx, m, options, request, offer, run) });
    } catch (error) {
      if (!controller.signal.aborted) update({ status: 'failed', reason: isPorticoError(error) ? error.shortMessage : null });
    } finally {
      unsubscribe();
      if (running === controller) running = null;
      // A window left blank (the call before the provider's page failed) has nothing to show.
      if (popup && !popup.closed && state.url === null) popup.close();
    }
    return state;
  }

  return {
    /** The method's first screen (the method selection navigates there). */
    methodScreen: (method: CardOnRampMethod): string => SCREENS[method].prompt,
    statusScreen: (method: CardOnRampMethod): string => SCREENS[method].status,
    providerName,
    unsupported,
    start,
    /** Stops watching the purchase on show, if any. */
    stop(): void {
      running?.abort();
      running = null;
    },
    getState: store.getSnapshot,
    subscribe: store.subscribe,
  };
}

