import { defineErrors } from '../../kernel/index';
import { captchaErrors } from '../../kit/captcha/errors';

/** The email plugin's part of the catalogue: the captcha's (its code request passes the app's captcha). */
export const emailErrors = defineErrors({ ...captchaErrors });
