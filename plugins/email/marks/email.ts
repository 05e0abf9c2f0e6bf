import { mdiEmailOutline } from '@mdi/js';
import type { Mark } from '../../../kernel/index';

const email: Mark = { path: mdiEmailOutline };
export default email;
