import { useEffect, useState } from 'react';
import { usePortico } from 'portico/react';

interface AccessClaims {
  sub?: string;
  sid?: string;
  iss?: string;
  aud?: string | string[];
  iat?: number;
  exp?: number;
}

/** A JWT's payload, read without checking it: a host backend checks the signature against the JWKS. */
function readClaims(token: string): AccessClaims | null {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload)) as AccessClaims;
  } catch {
    return null;
  }
}

function useSecondsUntil(epochSeconds: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return epochSeconds === undefined ? null : Math.max(0, Math.round(epochSeconds - now / 1000));
}

/** What the host's backend receives: the access token's claims, and how long it stays valid. */
export function TokenPanel() {
  const { getAccessToken } = usePortico();
  const [claims, setClaims] = useState<AccessClaims | null>(null);
  const secondsLeft = useSecondsUntil(claims?.exp);

  async function fetchToken() {
    const token = await getAccessToken();
    setClaims(token ? readClaims(token) : null);
  }
  useEffect(() => {
    void fetchToken();
    // Once per mount: the button asks again.
  }, []);

  return (
    <>
      {claims ? (
        <dl className="demo-facts" aria-label="Access token claims">
          <dt>Subject</dt>
          <dd>
            <code>{claims.sub}</code>
          </dd>
          <dt>Session</dt>
          <dd>
            <code>{claims.sid}</code>
          </dd>
          <dt>Issuer</dt>
          <dd>{claims.iss}</dd>
          <dt>Expires in</dt>
          <dd>
            <output data-exp={claims.exp} aria-label="Access token expires in">
              {secondsLeft} s
            </output>
          </dd>
        </dl>
      ) : (
        <p>No access token.</p>
      )}
      <button type="button" onClick={() => void fetchToken()}>
        Get access token
      </button>
    </>
  );
}
