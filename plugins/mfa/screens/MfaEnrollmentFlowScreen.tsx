'use client';
import { useState } from 'react';
import type { KernelState } from '../../../kernel/index';
import { MFA_METHOD_TYPES, type MfaMethodType } from '../../../schemas/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useScreen } from '../../../ui/hooks/use-screen';
import { Button } from '../../../ui/primitives/Button';
import { useMfa } from '../use-mfa';
import { MethodChooser } from '../MethodChooser';
import { MfaVerifyView } from '../MfaVerifyView';
import { PasskeyEnrolment } from '../PasskeyEnrolment';
import { RemoveMethod } from '../RemoveMethod';
import { SmsEnrolment } from '../SmsEnrolment';
import { TotpEnrolment } from '../TotpEnrolment';

type Step =
  | { kind: 'choose' }
  | { kind: 'add' | 'added' | 'remove'; method: MfaMethodType }
  | { kind: 'verify'; next: Step };

/** The spec's order, the authenticator app (recommended) first. */
const ORDER: readonly MfaMethodType[] = ['totp', 'sms', 'passkey'];
/** Strings, so the selectors' answers are stable between renders. */
const selectAvailable = (state: KernelState) => (state.appConfig?.mfaMethods ?? MFA_METHOD_TYPES).join(',');
const selectEnrolled = (state: KernelState) => state.user?.mfaMethods.map((method) => method.type).join(',') ?? '';
const selectSmsLogin = (state: KernelState) => state.user?.linkedAccounts.some((account) => account.type === 'phone') ?? false;
const list = (joined: string) => joined.split(',').filter(Boolean) as MfaMethodType[];

/**
 * MFA_ENROLLMENT_FLOW_SCREEN: choose a method, enrol it, success; or remove one. Section 4: when the user already has a
 * method, adding or removing first asks for a verification here (the proof is then reused by the change).
 */
export default function MfaEnrollmentFlowScreen() {
  const mfa = useMfa();
  const m = mfa.messages;
  const { kernel } = useScreen();
  const available = list(useKernelState(selectAvailable));
  const enrolled = list(useKernelState(selectEnrolled));
  const smsLogin = useKernelState(selectSmsLogin);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const choose = () => setStep({ kind: 'choose' });

  /** Goes to `next`, through a verification first when the user has a method and no proof the provider still takes. */
  function guarded(next: Step & { kind: 'add' | 'remove' }) {
    if (!mfa.changeNeedsVerification()) return setStep(next);
    setStep({ kind: 'verify', next });
    mfa.requestProof(next.kind === 'add' ? 'enroll' : 'unenroll').then(
      () => setStep(next),
      () => {},
    );
  }

  switch (step.kind) {
    case 'verify':
      return (
        <MfaVerifyView
          onCancel={() => {
            mfa.cancel();
            choose();
          }}
        />
      );
    case 'add': {
      const added = () => setStep({ kind: 'added', method: step.method });
      if (step.method === 'totp') return <TotpEnrolment onAdded={added} />;
      if (step.method === 'sms') return <SmsEnrolment onAdded={added} />;
      return <PasskeyEnrolment onAdded={added} />;
    }
    case 'added':
      return (
        <div className="ptc-screen ptc-screen--center" role="status">
          <h2 className="ptc-screen__title">{{ totp: m.totpAdded, sms: m.smsAdded, passkey: m.passkeyAdded }[step.method]}</h2>
          <Button variant="primary" fullWidth onClick={() => kernel.prompts.resolve(undefined)}>
            {m.done}
          </Button>
        </div>
      );
    case 'remove':
      return <RemoveMethod method={step.method} onDone={choose} />;
    default:
      return (
        <MethodChooser
          messages={m}
          available={ORDER.filter((method) => available.includes(method))}
          enrolled={enrolled}
          smsDisabled={smsLogin}
          onAdd={(method) => guarded({ kind: 'add', method })}
          onRemove={(method) => guarded({ kind: 'remove', method })}
        />
      );
  }
}
