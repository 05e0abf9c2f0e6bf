import { base58 } from '@scure/base';
import { mnemonicFromEntropy } from '../../../provider/embedded-wallet/keys/entropy';
import { solanaSecretKey } from '../../../provider/embedded-wallet/keys/solana-wallet';
import type { WalletSecret } from '../../../provider/embedded-wallet/keys/wallet-secret';
import { createDispatcher } from './dispatch';
import { FrameError } from './frame-error';
import { EXPORT_EVENT_DATA, EXPORT_INIT_EVENT, type ExportFrameQuery, type ExportInit, type ExportShown } from './protocol';
import { solanaWalletIn } from './solana-unlock';
import { keyAt } from './unlock';

/**
 * What the page puts on screen: the secret itself, which never leaves the page but by the person's own copy. A private
 * key is an Ethereum key's 0x hex, or a Solana wallet's 64-byte secret key in base58 (as Solana wallet apps import it).
 */
export type ExportedSecret = { kind: 'seed-phrase'; words: string[] } | { kind: 'private-key'; privateKey: string };

/** Where the export page shows things (export-view.ts in the browser, a fake in tests). */
export interface ExportView {
  show(secret: ExportedSecret): void;
  showError(message: string): void;
}

export interface ExportHandlerOptions {
  /**
   * The wallet's secret for an `export:init`, rebuilt by the hidden wallet frame of this origin, which holds this
   * device's key and share (sibling-channel.ts in the browser): the page itself needs no storage, which a browser
   * blocking third-party storage would deny it.
   */
  walletSecret: (init: ExportInit) => Promise<WalletSecret>;
  /** The page's checked URL query: which wallet, and whether to show the phrase. */
  query: ExportFrameQuery;
  view: ExportView;
}

type EthereumKeyInit = Extract<ExportInit, { hdWalletIndex: number }>;
type SolanaWalletInit = Exclude<ExportInit, EthereumKeyInit>;

// The URL names the wallet the person chose; a token and key for another must not show that one's secret.
const notThisPagesWallet = () => new FrameError('invalid_request_arguments', 'The wallet to export is not the one this page was opened for');

const phraseOf = (secret: WalletSecret): ExportedSecret => ({ kind: 'seed-phrase', words: mnemonicFromEntropy(secret.bytes).split(' ') });

/**
 * The export page's answers (protocol.ts, "Export page"): `export:init` has the hidden frame rebuild the wallet and
 * shows its key or phrase; the reply says only which of the two was shown.
 */
export function createExportHandler({ walletSecret, query, view }: ExportHandlerOptions) {
  const phraseAsked = query.phrase_export === 'true';

  /** An Ethereum key as `wallet:rpc` names it: the primary and an index, or an imported key. */
  async function ethereumSecret(init: EthereumKeyInit): Promise<ExportedSecret> {
    const secret = await walletSecret(init);
    const key = keyAt(secret, init.hdWalletIndex);
    // Equal but for letter case (the checksum); a Solana address never is (base58 has no 0x).
    if (key.address.toLowerCase() !== query.address.toLowerCase()) throw notThisPagesWallet();
    // The phrase opens every HD wallet of the seed; an imported wallet has only its key.
    return secret.kind === 'hd' && phraseAsked ? phraseOf(secret) : { kind: 'private-key', privateKey: key.privateKey };
  }

  /** A Solana wallet by its own address: its secret key as Solana wallet apps import it, or its seed's phrase. */
  async function solanaSecret(init: SolanaWalletInit): Promise<ExportedSecret> {
    // Checked first: a mismatch costs no unlocking.
    if (init.address !== query.address) throw notThisPagesWallet();
    const secret = await walletSecret(init);
    const wallet = await solanaWalletIn(secret, init.address);
    return phraseAsked ? phraseOf(secret) : { kind: 'private-key', privateKey: base58.encode(solanaSecretKey(wallet)) };
  }

  const dispatch = createDispatcher(EXPORT_EVENT_DATA, {
    async [EXPORT_INIT_EVENT](init): Promise<{ shown: ExportShown }> {
      const shown = 'hdWalletIndex' in init ? await ethereumSecret(init) : await solanaSecret(init);
      view.show(shown);
      return { shown: shown.kind };
    },
  });

  return async function handle(message: unknown) {
    const reply = await dispatch(message);
    if (reply && 'error' in reply) view.showError(reply.error.message);
    return reply;
  };
}
