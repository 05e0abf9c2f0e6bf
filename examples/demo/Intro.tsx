import type { ReactNode } from 'react';
import { OUTBOX_URL } from './env';

/** What Portico is and what to try on this page, with the way in while logged out. */
export function Intro({ callToAction }: { callToAction: ReactNode }) {
  return (
    <section aria-labelledby="intro-heading" className="demo-intro">
      <h1 id="intro-heading">Log in to a React app with one widget</h1>
      <p className="demo-intro__lede">
        Portico is an embeddable login-and-wallet widget, one plugin per feature: email, SMS, passkeys, Telegram,
        Farcaster and social logins; embedded Ethereum and Solana wallets; external wallets with Sign-In With Ethereum;
        funding by card or transfer; and MFA. This page is an app that uses it, talking to a local emulator of the
        provider’s API.
      </p>
      {callToAction}
      <h2 className="demo-eyebrow">What to try</h2>
      <ol className="demo-steps">
        <li>
          <strong>Log in</strong> with any email address. No mail is sent: the code waits in the emulator’s{' '}
          <a href={OUTBOX_URL} target="_blank" rel="noreferrer">
            outbox (opens in a new tab)
          </a>
          .
        </li>
        <li>
          <strong>Link more logins</strong> to the same user: a phone number or a passkey. The event log shows what your
          app hears.
        </li>
        <li>
          <strong>Change the app</strong>: turn login methods on or off under App configuration and open the widget again.
        </li>
      </ol>
    </section>
  );
}
