import { mdiApps } from '@mdi/js';
import type { Mark } from '../../../kernel/index';

const otherApp: Mark = { path: mdiApps };
export default otherApp;
