import { mdiLinkedin } from '@mdi/js';
import type { Mark } from '../../../kernel/index';

// simple-icons dropped LinkedIn at LinkedIn's request; Material Design Icons still carries its mark.
const linkedin: Mark = { path: mdiLinkedin, hex: '0A66C2' };
export default linkedin;
