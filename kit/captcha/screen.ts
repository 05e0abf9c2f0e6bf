/** CAPTCHA_SCREEN, for the screens of a plugin whose forms run `withCaptcha` (email, SMS); loaded when first shown. */
export const captchaScreens = {
  CAPTCHA_SCREEN: { load: () => import('./screens/CaptchaScreen') },
};
