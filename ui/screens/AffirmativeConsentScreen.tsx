'use client';
import { useState } from 'react';
import type { KernelState } from '../../kernel/index';
import { useMessages } from '../use-messages';
import { useKernelState } from '../hooks/use-kernel-state';
import { useScreen } from '../hooks/use-screen';
import { useScreenBack } from '../hooks/use-screen-back';
import { Button } from '../primitives/Button';
import { showError } from '../show-error';
import { MessageScreen } from './MessageScreen';

const selectLegal = (state: KernelState) => state.appConfig?.legal ?? null;

/** AFFIRMATIVE_CONSENT_SCREEN (section 2.7), the terms step of every login: accepting moves on, declining logs out and exits. */
export default function AffirmativeConsentScreen() {
  const { kernel, navigation } = useScreen();
  const m = useMessages();
  const legal = useKernelState(selectLegal);
  const hostLegal = kernel.config.legal ?? {};
  const termsUrl = hostLegal.termsAndConditionsUrl ?? legal?.termsUrl;
  const privacyUrl = hostLegal.privacyPolicyUrl ?? legal?.privacyUrl;
  const [accepting, setAccepting] = useState(false);
  // A step after the login: the login's screens are behind it, not a way out (declining is).
  useScreenBack('none');

  async function accept() {
    setAccepting(true);
    try {
      await kernel.acceptTerms();
      kernel.continueFlow();
    } catch (error) {
      setAccepting(false);
      showError(kernel, error);
    }
  }

  async function decline() {
    navigation.close();
    await kernel.logout();
  }

  return (
    <MessageScreen title={m.consentTitle} detail={m.consentText}>
      {(termsUrl || privacyUrl) && (
        <p className="ptc-consent__links">
          {termsUrl && <a href={termsUrl} target="_blank" rel="noopener noreferrer">{m.viewTerms}</a>}
          {privacyUrl && <a href={privacyUrl} target="_blank" rel="noopener noreferrer">{m.viewPrivacy}</a>}
        </p>
      )}
      <Button variant="secondary" onClick={decline} disabled={accepting}>
        {m.noThanks}
      </Button>
      <Button variant="primary" onClick={accept} loading={accepting}>
        {m.accept}
      </Button>
    </MessageScreen>
  );
}
