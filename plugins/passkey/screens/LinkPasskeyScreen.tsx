'use client';
import { useEffect, useState } from 'react';
import type { KernelState } from '../../../kernel/index';
import { passkeyDeviceLabel } from '../device-label';
import type { PasskeyAccount } from '../../../schemas/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { Button } from '../../../ui/primitives/Button';
import { MAX_PASSKEYS, type PasskeyState } from '../actions';
import { usePasskey } from '../use-passkey';

const selectState = (state: KernelState) => state.plugins.passkey as PasskeyState | undefined;
const selectUser = (state: KernelState) => state.user;

/** Section 2.9: 3 passkeys shown, or 2 when there are more than 3, until "View all". */
export function visiblePasskeys<T>(all: readonly T[], expanded: boolean): { shown: readonly T[]; hasMore: boolean } {
  if (expanded || all.length <= 3) return { shown: all, hasMore: false };
  return { shown: all.slice(0, 2), hasMore: true };
}

const formatDate = (date: Date | null) =>
  date ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date) : '—';

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

/** LINK_PASSKEY_SCREEN: "Your passkeys" with device label, "Last used" and delete; "Add new passkey" below 5. */
export default function LinkPasskeyScreen() {
  const passkey = usePasskey();
  useKernelState(selectUser); // re-render when the user's accounts change
  const { status, step, error } = useKernelState(selectState) ?? { status: 'idle', step: null, error: null };
  const [expanded, setExpanded] = useState(false);
  // The link and unlink steps' code loads while the list shows, ahead of the first click.
  useEffect(() => passkey.preload(), [passkey]);
  const m = passkey.messages;
  const all = passkey.passkeys();
  const { shown, hasMore } = visiblePasskeys<PasskeyAccount>(all, expanded);
  const busy = status === 'loading';
  const ignore = () => {};

  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.listTitle}</h2>
      {all.length === 0 && <p className="ptc-screen__text">{m.listEmpty}</p>}
      <ul className="ptc-account-list">
        {shown.map((account) => {
          const label = passkeyDeviceLabel(account);
          return (
            <li key={account.credentialId} className="ptc-account-list__item">
              <div className="ptc-account-list__text">
                <div className="ptc-account-list__name">{label}</div>
                <div className="ptc-account-list__detail">
                  {m.lastUsed} {formatDate(account.latestVerifiedAt)}
                </div>
              </div>
              <button
                type="button"
                className="ptc-icon-button"
                aria-label={`${m.remove}: ${label}`}
                disabled={busy}
                onClick={() => passkey.unlink(account.credentialId).catch(ignore)}
              >
                <TrashIcon />
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Button variant="link" onClick={() => setExpanded(true)}>
          {m.viewAll}
        </Button>
      )}
      {status === 'error' && error && (
        <div role="alert" className="ptc-message ptc-message--error">
          <p className="ptc-screen__text">{error.shortMessage}</p>
        </div>
      )}
      {all.length < MAX_PASSKEYS && (
        <div className="ptc-screen__actions">
          <Button
            variant="primary"
            fullWidth
            loading={busy && step === 'link'}
            disabled={busy && step !== 'link'}
            onClick={() => passkey.link().catch(ignore)}
          >
            {busy && step === 'link' ? m.adding : status === 'error' && step === 'link' ? m.retry : m.addNew}
          </Button>
        </div>
      )}
    </div>
  );
}
