'use client';
import { useScreen } from '../../../ui/hooks/use-screen';
import { MfaVerifyView } from './MfaVerifyView';

/** MFA_VERIFY_SCREEN, the verification prompt: a right answer settles the prompt, which closes it; 'Not now' closes it. */
export default function MfaVerifyScreen() {
  const { navigation } = useScreen();
  return <MfaVerifyView onCancel={() => navigation.close()} />;
}
