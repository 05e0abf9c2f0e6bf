import { mdiWalletOutline } from '@mdi/js';
import type { Mark } from '../../../kernel/index';

const wallet: Mark = { path: mdiWalletOutline };
export default wallet;
