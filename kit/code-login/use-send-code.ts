'use client';
import { useEffect, useState } from 'react';
import { useKernel } from '../../ui/context';
import { preloadScreen } from '../../ui/lazy-screen';
import { showError } from '../../ui/show-error';
import { captchaScreens } from '../captcha/screen';
import { withCaptcha } from '../captcha/with-captcha';
import type { CodeLoginActions } from './actions';

/**
 * A channel form's submit (the email or phone input): sends a code behind the app's captcha, then moves to
 * AWAITING_PASSWORDLESS_CODE with `data`; a failure shows on the error screen.
 */
export function useSendCode(actions: CodeLoginActions<unknown, unknown>) {
  const kernel = useKernel();
  const [sending, setSending] = useState(false);
  // With a captcha on, its screen shows the moment the form is sent, however soon the token comes.
  // The requests' code loads while the person types, so sending waits for the server alone.
  useEffect(() => {
    actions.preload();
    if (actions.captcha.isRequired()) preloadScreen(captchaScreens.CAPTCHA_SCREEN);
  }, [actions]);
  async function send(address: string, data: Record<string, unknown>) {
    setSending(true);
    try {
      await withCaptcha(kernel, actions.captcha, () => actions.sendCode(address));
      kernel.navigation.navigate('AWAITING_PASSWORDLESS_CODE', data);
    } catch (error) {
      setSending(false);
      showError(kernel, error);
    }
  }
  return { sending, send };
}
