import { useCallback, useEffect, useState } from 'react';
import { usePortico } from 'portico/react';
import { API_URL, DEMO_APP_ID } from './env';

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

/** "59 min 57 s", or "12 s" in the last minute. */
function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

const JWKS_URL = `${API_URL}/api/v1/apps/${DEMO_APP_ID}/jwks.json`;

/** The access token's claims, and how long it stays valid. */
export function TokenPanel() {
  const { getAccessToken } = usePortico();
  const [claims, setClaims] = useState<AccessClaims | null>(null);
  const secondsLeft = useSecondsUntil(claims?.exp);
  const lifetime = claims?.exp !== undefined && claims.iat !== undefined ? claims.exp - claims.iat : null;

  const fetchToken = useCallback(async () => {
    const token = await getAccessToken();
    setClaims(token ? readClaims(token) : null);
  }, [getAccessToken]);
  useEffect(() => {
    void fetchToken();
  }, [fetchToken]);

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
          <dd>
            <code>{claims.iss}</code>
          </dd>
          <dt>Audience</dt>
          <dd>
            <code>{[claims.aud].flat().join(', ')}</code>
          </dd>
          <dt>Expires in</dt>
          <dd>
            {/* Not a live region: a countdown read out every second would drown everything else. */}
            <output data-exp={claims.exp} aria-label="Access token expires in" aria-live="off" className="demo-countdown">
              {secondsLeft === null ? 'unknown' : formatCountdown(secondsLeft)}
            </output>
            {secondsLeft !== null && lifetime ? (
              <span className="demo-meter" aria-hidden="true">
                <span style={{ width: `${Math.min(100, (secondsLeft / lifetime) * 100)}%` }} />
              </span>
            ) : null}
          </dd>
        </dl>
      ) : (
        <p>No access token.</p>
      )}
      <p className="demo-hint">
        Asked for a token in its last 30 seconds, Portico renews it first. Your backend checks the signature with the
        app’s{' '}
        <a href={JWKS_URL} target="_blank" rel="noreferrer">
          public keys (opens in a new tab)
        </a>
        .
      </p>
      <div className="demo-actions">
        <button type="button" onClick={() => void fetchToken()}>
          Get access token
        </button>
      </div>
    </>
  );
}
