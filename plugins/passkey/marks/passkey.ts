import { mdiAccountKeyOutline } from '@mdi/js';
import type { Mark } from '../../../kernel/index';

const passkey: Mark = { path: mdiAccountKeyOutline };
export default passkey;
