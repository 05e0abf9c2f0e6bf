import { getAddress, type Hex } from 'viem';
import { mnemonicFromEntropy } from '../keys/entropy';
import { deviceShares, type ShareStorage } from './device-shares';
import { createDispatcher } from './dispatch';
import { FrameError } from './frame-error';
import { EXPORT_EVENT_DATA, type ExportFrameQuery, type ExportShown } from './protocol';
import type { ProviderApi } from './provider-api';
import { createUnlocker, keyAt } from './unlock';

/** What the page puts on screen: the secret itself, which never leaves the page but by the person's own copy. */
export type ExportedSecret = { kind: 'seed-phrase'; words: string[] } | { kind: 'private-key'; privateKey: Hex };

/** Where the export page shows things (export-view.ts in the browser, a fake in tests). */
export interface ExportView {
  show(secret: ExportedSecret): void;
  showError(message: string): void;
}

export interface ExportHandlerOptions {
  appId: string;
  storage: ShareStorage;
  api: Pick<ProviderApi, 'authShare' | 'recoveryShare'>;
  /** The page's checked URL query: which wallet, and whether to show the phrase. */
  query: ExportFrameQuery;
  view: ExportView;
}

/**
 * The export page's answers (protocol.ts, "Export page"): `export:init` rebuilds the wallet as the hidden frame does
 * and shows its key or phrase; the reply says only which of the two was shown.
 */
export function createExportHandler({ appId, storage, api, query, view }: ExportHandlerOptions) {
  const { unlock } = createUnlocker({ shares: deviceShares(storage, appId), api });

  const dispatch = createDispatcher(EXPORT_EVENT_DATA, {
    async 'export:init'({ accessToken, address, hdWalletIndex, mfaToken }): Promise<{ shown: ExportShown }> {
      const secret = await unlock(accessToken, address, mfaToken);
      const key = keyAt(secret, hdWalletIndex);
      // The URL names the wallet the person chose; a token and index for another must not show that one's key.
      if (key.address !== getAddress(query.address)) {
        throw new FrameError('invalid_request_arguments', 'The wallet to export is not the one this page was opened for');
      }
      // The phrase opens every HD wallet of the seed; an imported wallet has only its key.
      const shown: ExportedSecret =
        secret.kind === 'hd' && query.phrase_export === 'true'
          ? { kind: 'seed-phrase', words: mnemonicFromEntropy(secret.bytes).split(' ') }
          : { kind: 'private-key', privateKey: key.privateKey };
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
