'use client';
import { useMessages } from '../../../ui/use-messages';
import { Spinner } from '../../../ui/primitives/Spinner';

/** CAPTCHA_SCREEN: shown while the invisible captcha runs (see with-captcha.ts); nothing to do but wait. */
export default function CaptchaScreen() {
  const m = useMessages();
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{m.captchaTitle}</h2>
      <p className="ptc-screen__text">{m.captchaText}</p>
      <Spinner label={m.loading} />
    </div>
  );
}
