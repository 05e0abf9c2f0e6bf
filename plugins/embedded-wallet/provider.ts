import { PorticoError, toPorticoError, type Eip1193Provider, type PluginContext } from '../../kernel/index';
import { FrameRpcAnswer } from '../../schemas/embedded-wallet';
import type { FrameHost } from './frame-host';
import type { EmbeddedWalletMessages } from './messages';

/** Methods the frame signs; each asks the person first unless the host switched prompts off. */
const SIGNING = new Set(['personal_sign', 'eth_signTypedData_v4']);

export interface SigningGate {
  /**
   * Resolves when the wallet can sign on this device (recovered first if need be) and the person agreed (or
   * prompts are off); rejects with 4001 when they refuse.
   */
  admit(method: string, params: readonly unknown[]): Promise<void>;
  /** The frame said this device's share no longer opens the wallet (recovered elsewhere): recover here. */
  recover(): Promise<void>;
}

const hex = (n: number) => `0x${n.toString(16)}`;

/** EIP-1193 errors carry a numeric code (4001 refused, 4200 unsupported), which callers such as viem read. */
function providerError(code: number, message: string, cause?: unknown): Error & { code: number } {
  return Object.assign(new Error(message, { cause }), { code });
}

/**
 * The embedded wallet's EIP-1193 provider: accounts and chain answered here, signatures by the frame (the key never
 * leaves it), reads sent to the chain's RPC URL. Anything else is 4200, as wallets answer an unsupported method.
 */
/**
 * Which key signs: `address` is the wallet's own; the frame finds its key from `keyAddress` (the primary wallet for an
 * HD wallet, the wallet itself when imported) and `hdWalletIndex`.
 */
export interface EmbeddedSigner {
  address: string;
  keyAddress: string;
  hdWalletIndex: number;
}

export function createEmbeddedProvider(ctx: PluginContext, m: EmbeddedWalletMessages, frame: FrameHost, signer: EmbeddedSigner, gate: SigningGate): Eip1193Provider {
  const { address, keyAddress, hdWalletIndex } = signer;
  let chainId = ctx.chains.defaultChain?.id ?? 1;
  const readChain = async (method: string, params: readonly unknown[]) => {
    const chain = ctx.chains.resolve(chainId);
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
    return body.result;
  };

  return {
    async request({ method, params = [] }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [address];
        case 'eth_chainId':
          return hex(chainId);
        case 'wallet_switchEthereumChain': {
          const requested = ctx.chains.resolve(Number.parseInt(String((params[0] as { chainId?: unknown })?.chainId), 16)).id;
          chainId = requested;
          ctx.wallets.setChain(`eip155:${requested}`);
          return null;
        }
        case 'eth_blockNumber':
        case 'eth_getBalance':
        case 'eth_call':
        case 'eth_estimateGas':
        case 'eth_gasPrice':
        case 'eth_getTransactionCount':
        case 'eth_getTransactionReceipt':
          return readChain(method, params);
      }
      if (!SIGNING.has(method)) throw providerError(4200, `Unsupported method ${method}`);
      // Section 5's wallet request rules: array params (else 4200), a session and an address (else 4900).
      if (!Array.isArray(params)) throw providerError(4200, m.paramsNotArray);
      if (ctx.getState().status !== 'authenticated') throw providerError(4900, m.disconnected);
      if (method === 'personal_sign' && (typeof params[0] !== 'string' || params[0] === '' || params[0] === '0x')) {
        throw new PorticoError('invalid_message', m.invalidMessage);
      }
      try {
        await gate.admit(method, params);
      } catch (error) {
        const refusal = toPorticoError(error);
        throw refusal.providerCode === undefined ? refusal : providerError(refusal.providerCode, refusal.shortMessage, error);
      }
      const sign = async () => {
        const accessToken = await ctx.auth.requireToken();
        const answer = await frame.request('wallet:rpc', { accessToken, address: keyAddress, hdWalletIndex, request: { method, params } });
        return FrameRpcAnswer.parse(answer).response.data;
      };
      try {
        return await sign();
      } catch (error) {
        if (toPorticoError(error).code !== 'recovery_needed') throw error;
        await gate.recover();
        return sign();
      }
    },
  };
}
