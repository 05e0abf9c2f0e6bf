import type { PluginContext } from '../../kernel/index';
import { exportFrameUrl, initExportFrame, type ExportInit, type ExportKey } from './export-frame';
import { createExportTargets } from './export-target';
import type { EmbeddedWalletMessages } from './messages';
import type { MfaFrame } from './mfa-frame';
import type { Recovery } from './recovery';
import { EMBEDDED_WALLET_KEY_EXPORT_SCREEN } from './screen-names';

declare module '../../kernel/events' {
  /** The wallet's prompts: a signature, a transaction, a recovery method and a key export. */
  interface PromptIntentRegistry {
    sign: true;
    transaction: true;
    recovery: true;
    export: true;
  }
}

/** What EMBEDDED_WALLET_KEY_EXPORT_SCREEN is opened with. */
export type ExportRequest = {
  frameUrl: string;
  key: ExportKey;
  mfaToken?: string;
};

export interface ExportOptions {
  /** The wallet to export, Ethereum or Solana; the first non-imported Ethereum one by default (section 4). */
  address?: string;
  /** Show an HD wallet's seed phrase instead of its private key (it opens every wallet of that seed). */
  seedPhrase?: boolean;
}

/** Section 4's export: the key is shown by the provider's own page inside the screen, after MFA when enrolled. */
export function createKeyExport(ctx: PluginContext, m: EmbeddedWalletMessages, recovery: Recovery, mfa: MfaFrame) {
  const frameOrigin = new URL(ctx.apiUrl).origin;
  const theme = () => ctx.config.appearance?.theme ?? (ctx.getState().appConfig?.appearance.colorScheme === 'dark' ? 'dark' : 'light');
  const exportTarget = createExportTargets(ctx, m, recovery);

  return {
    async exportWallet({ address, seedPhrase = false }: ExportOptions = {}): Promise<void> {
      const target = exportTarget(address);
      await target.unlock();
      // Section 4: export always passes through MFA when the person enrolled in it (the MFA plugin's service).
      const mfaToken = await mfa.mfaToken('export');
      const query = {
        address: target.address,
        caid: ctx.analyticsId,
        ...(ctx.clientId && { client_id: ctx.clientId }),
        phrase_export: String(seedPhrase && target.hasPhrase),
        theme: theme(),
      };
      const request: ExportRequest = {
        frameUrl: exportFrameUrl(ctx.apiUrl, ctx.appId, query),
        key: target.key,
        ...(mfaToken && { mfaToken }),
      };
      await ctx.prompts.open(EMBEDDED_WALLET_KEY_EXPORT_SCREEN, { intent: 'export', data: { ...request } });
    },
    /** The screen's half: hands the export page the access token once it is ready. */
    initExport(frame: HTMLIFrameElement, request: ExportRequest) {
      let stopped = false;
      let stop: () => void = () => {
        stopped = true;
      };
      const shown = ctx.auth.requireToken().then((accessToken) => {
        if (stopped) return new Promise<void>(() => {});
        const init: ExportInit = { accessToken, ...request.key, ...(request.mfaToken && { mfaToken: request.mfaToken }) };
        const exchange = initExportFrame(frame, frameOrigin, init);
        stop = exchange.stop;
        return exchange.shown;
      });
      return { shown, stop: () => stop() };
    },
  };
}
