import { PorticoError, toPorticoError, type Eip1193Provider, type PluginContext } from '../../kernel/index';
import { providerError, toQuantity } from '../../kit/eip1193';
import { FrameRpcAnswer } from '../../schemas/embedded-wallet';
import type { FrameHost } from './frame-host';
import type { EmbeddedWalletMessages } from './messages';
import type { TransactionFlow } from './transactions/flow';
import type { SendTransactionOptions } from './transactions/options';
import type { TransactionReceipt } from './transactions/receipt';
import type { TransactionRequest } from './transactions/request';
import { chainRpc } from '../../kit/json-rpc';
import type { TransactionRun } from './transactions/run';

const engine = () => import('./transactions/engine');

/** Methods the frame signs; each asks the person first unless the host switched prompts off. */
const SIGNING = new Set(['personal_sign', 'eth_signTypedData_v4']);

/** Reads passed to the chain's RPC URL as they are (viem's receipt wait and fee estimate use the last three). */
const CHAIN_READS = new Set([
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getBlockByNumber',
  'eth_maxPriorityFeePerGas',
]);

export interface SigningGate {
  /** Prompts are on: a signature asks on the sign screen, a transaction goes through the send-transaction screen. */
  readonly prompts: boolean;
  /** Resolves when the wallet can sign on this device, recovered first if need be (through its screens with prompts on). */
  unlock(): Promise<void>;
  /**
   * Resolves when the wallet can sign on this device (unlocked) and the person agreed (or prompts are off); rejects
   * with 4001 when they refuse.
   */
  admit(method: string, params: readonly unknown[]): Promise<void>;
  /** The frame said this device's share no longer opens the wallet (recovered elsewhere): recover here. */
  recover(): Promise<void>;
}

/**
 * Which key signs: `address` is the wallet's own; the frame finds its key from `keyAddress` (the primary wallet for an
 * HD wallet, the wallet itself when imported) and `hdWalletIndex`.
 */
export interface EmbeddedSigner {
  address: string;
  keyAddress: string;
  hdWalletIndex: number;
}

export interface SendTransactionResult {
  hash: string;
  receipt: TransactionReceipt;
}

/** The EIP-1193 provider, plus the `sendTransaction` action's own entry (UI options in, receipt out). */
export interface EmbeddedProvider extends Eip1193Provider {
  sendTransaction(request: TransactionRequest, options?: SendTransactionOptions): Promise<SendTransactionResult>;
  /** A frame event about this wallet's key (the Farcaster signer's), once the device holds its share. */
  keyRequest(event: string, data: Record<string, unknown>): Promise<unknown>;
}

/** A failure as a wallet provider reports it: with its EIP-1193 code when it has one (4001, 32603), else as it is. */
function asProviderFailure(error: unknown): unknown {
  const failure = toPorticoError(error);
  return failure.providerCode === undefined ? failure : providerError(failure.providerCode, failure.shortMessage, error);
}

/**
 * The embedded wallet's EIP-1193 provider: accounts and chain answered here, signatures and transactions signed by
 * the frame (the key never leaves it), reads and broadcasts sent to the chain's RPC URL. Anything else is 4200, as
 * wallets answer an unsupported method.
 */
export function createEmbeddedProvider(
  ctx: PluginContext,
  m: EmbeddedWalletMessages,
  frame: FrameHost,
  signer: EmbeddedSigner,
  gate: SigningGate,
  transactions: TransactionFlow,
): EmbeddedProvider {
  const { address, keyAddress, hdWalletIndex } = signer;
  let chainId = ctx.chains.defaultChain?.id ?? 1;

  /** A frame event for this key; a share gone stale (recovered on another device) is recovered here, then sent again. */
  async function frameCall(event: string, data: Record<string, unknown>): Promise<unknown> {
    const send = async () => frame.request(event, { accessToken: await ctx.auth.requireToken(), address: keyAddress, hdWalletIndex, ...data });
    try {
      return await send();
    } catch (error) {
      if (toPorticoError(error).code !== 'recovery_needed') throw error;
      await gate.recover();
      return send();
    }
  }

  const frameSign = async (method: string, params: readonly unknown[]): Promise<string> =>
    FrameRpcAnswer.parse(await frameCall('wallet:rpc', { request: { method, params } })).response.data;

  /** Section 5's wallet request rule: signing needs a session (4900). */
  function requireSession(): void {
    if (ctx.getState().status !== 'authenticated') throw providerError(4900, m.disconnected);
  }

  /** A checked request (section 5), ready to prepare on its chain (the current one when it names none). */
  async function runFor(request: TransactionRequest): Promise<TransactionRun> {
    const { normalizeTransaction, createTransactionRun } = await engine();
    const tx = normalizeTransaction(request, { chains: ctx.chains, from: address, chainId }, m);
    return createTransactionRun(tx, (transaction) => frameSign('eth_signTransaction', [transaction]), m);
  }

  async function sendTransaction(request: TransactionRequest, options: SendTransactionOptions = {}): Promise<SendTransactionResult> {
    requireSession();
    const run = await runFor(request);
    await gate.unlock();
    if (gate.prompts) {
      const receipt = await transactions.send(run, options);
      return { hash: receipt.transactionHash, receipt };
    }
    const hash = await run.sendUnprompted();
    return { hash, receipt: await run.confirm(hash) };
  }

  /** eth_sendTransaction answers the hash: without prompts once broadcast, with them once the person saw the receipt. */
  async function sendFromRpc(param: unknown): Promise<string> {
    const request = (await engine()).fromRpcTransaction(param, m);
    if (gate.prompts) return (await sendTransaction(request)).hash;
    const run = await runFor(request);
    await gate.unlock();
    return run.sendUnprompted();
  }

  return {
    sendTransaction,
    async keyRequest(event, data) {
      requireSession();
      await gate.unlock();
      return frameCall(event, data);
    },
    async request({ method, params = [] }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [address];
        case 'eth_chainId':
          return toQuantity(chainId);
        case 'wallet_switchEthereumChain': {
          const requested = ctx.chains.resolve(Number.parseInt(String((params[0] as { chainId?: unknown })?.chainId), 16)).id;
          chainId = requested;
          ctx.wallets.setChain(`eip155:${requested}`);
          return null;
        }
      }
      if (CHAIN_READS.has(method)) return chainRpc(ctx.chains.resolve(chainId).rpcUrl)(method, params);
      if (!SIGNING.has(method) && method !== 'eth_sendTransaction') throw providerError(4200, `Unsupported method ${method}`);
      // Section 5's wallet request rules: array params (else 4200), a session and an address (else 4900).
      if (!Array.isArray(params)) throw providerError(4200, m.paramsNotArray);
      requireSession();
      if (method === 'eth_sendTransaction') {
        try {
          return await sendFromRpc(params[0]);
        } catch (error) {
          throw asProviderFailure(error);
        }
      }
      if (method === 'personal_sign' && (typeof params[0] !== 'string' || params[0] === '' || params[0] === '0x')) {
        throw new PorticoError('invalid_message', m.invalidMessage);
      }
      try {
        await gate.admit(method, params);
      } catch (error) {
        throw asProviderFailure(error);
      }
      return frameSign(method, params);
    },
  };
}
