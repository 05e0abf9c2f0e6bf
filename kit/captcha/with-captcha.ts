import type { PorticoKernel } from '../../kernel/index';
import type { CaptchaGate } from './gate';

const CAPTCHA_SCREEN = 'CAPTCHA_SCREEN';

/**
 * Runs a login action (an email or SMS code request) behind the app's captcha: when one is required and no
 * token is held, CAPTCHA_SCREEN shows while the token is fetched and while `action` sends it, then the modal
 * steps back so the caller moves on (or shows the error) from where the person started. The token is spent
 * afterwards either way. A person who leaves CAPTCHA_SCREEN (Back, close) before the token comes drops the
 * flow: the returned promise then never settles, so the caller neither moves on nor shows an error.
 */
export async function withCaptcha<T>(kernel: PorticoKernel, gate: CaptchaGate, action: () => Promise<T>): Promise<T> {
  const { navigation } = kernel;
  if (!gate.isRequired() || gate.loaded()?.getSnapshot().token) return gate.withToken(action);

  navigation.navigate(CAPTCHA_SCREEN);
  const onCaptchaScreen = () => {
    const { open, screen } = kernel.getSnapshot().modal;
    return open && screen === CAPTCHA_SCREEN;
  };
  const captcha = await gate.load();
  const failure = await captcha.getToken().then(
    () => null,
    (error: unknown) => ({ error }),
  );
  if (!onCaptchaScreen()) {
    captcha.reset();
    return new Promise<never>(() => {});
  }
  try {
    if (failure) throw failure.error;
    return await captcha.withToken(action);
  } finally {
    if (onCaptchaScreen()) navigation.back();
  }
}
