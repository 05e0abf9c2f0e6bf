'use client';
import type { KernelState } from '../../kernel/index';
import { useMessages } from '../use-messages';
import { useKernelState } from '../hooks/use-kernel-state';
import { useScreen } from '../hooks/use-screen';
import { Button } from '../primitives/Button';
import { MessageScreen } from './MessageScreen';

const selectAllowlist = (state: KernelState) => state.appConfig?.allowlist ?? null;

/** ALLOWLIST_REJECTION_SCREEN: texts overridable by the app configuration; the button follows its link when set. */
export default function AllowlistRejectionScreen() {
  const { navigation } = useScreen();
  const m = useMessages();
  const allowlist = useKernelState(selectAllowlist);
  const link = allowlist?.ctaLink;
  return (
    <MessageScreen title={allowlist?.errorTitle ?? m.allowlistTitle} detail={allowlist?.errorDetail ?? m.allowlistDetail} tone="error">
      {link ? (
        <a className="ptc-button ptc-button--primary ptc-button--full" href={link}>
          {allowlist?.ctaText ?? m.allowlistCta}
        </a>
      ) : (
        <Button variant="primary" fullWidth onClick={() => navigation.reset()}>
          {allowlist?.ctaText ?? m.allowlistCta}
        </Button>
      )}
    </MessageScreen>
  );
}
