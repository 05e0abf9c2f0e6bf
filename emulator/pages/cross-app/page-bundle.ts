import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserBundle } from '../../shared/browser-bundle';

const browserDir = join(dirname(fileURLToPath(import.meta.url)), 'browser');

export const consentScript = browserBundle(join(browserDir, 'consent-main.ts'));
export const transactScript = browserBundle(join(browserDir, 'transact-main.ts'));
