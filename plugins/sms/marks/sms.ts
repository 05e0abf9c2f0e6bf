import { mdiCellphone } from '@mdi/js';
import type { Mark } from '../../../kernel/index';

const sms: Mark = { path: mdiCellphone };
export default sms;
