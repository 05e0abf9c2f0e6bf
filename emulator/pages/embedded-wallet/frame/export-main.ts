import { startFramePage } from './browser-frame';
import { copyText } from './clipboard';
import { createExportHandler } from './export-handler';
import { createExportView } from './export-view';
import { ExportFrameQuery } from './protocol';
import { askWalletFrame } from './sibling-channel';

// The export page's entry point (bundled by ../frame-bundle.ts): the hidden wallet frame beside it (same origin)
// rebuilds the secret; the route checked the query already, so a query that fails here was altered and the page stays idle.
startFramePage(({ query }) =>
  createExportHandler({
    walletSecret: (init) => askWalletFrame(init),
    query: ExportFrameQuery.parse(Object.fromEntries(query)),
    view: createExportView(document, copyText),
  }),
);
