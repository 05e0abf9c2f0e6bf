import { startFramePage } from './browser-frame';
import { copyText } from './clipboard';
import { frameStorage } from './device-shares';
import { createExportHandler } from './export-handler';
import { createExportView } from './export-view';
import { ExportFrameQuery } from './protocol';

// The export page's entry point (bundled by ../frame-bundle.ts): same origin as the hidden frame, so the same device
// shares; the route checked the query already, so a query that fails here was altered and the page stays idle.
startFramePage(({ appId, query, api }) =>
  createExportHandler({
    appId,
    storage: frameStorage(),
    api,
    query: ExportFrameQuery.parse(Object.fromEntries(query)),
    view: createExportView(document, copyText),
  }),
);
