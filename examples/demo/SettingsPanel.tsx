import { useEffect, useState } from 'react';
import { LoginMethodMark } from 'portico/react';
import { API_URL, DEMO_APP_ID } from './env';
import { Panel } from './Panel';

/** The app-configuration switches this demo offers; each is a field of the provider's app config. */
const LOGIN_METHODS = [
  { field: 'email_auth', label: 'Email login', method: 'email' },
  { field: 'sms_auth', label: 'SMS login', method: 'sms' },
  { field: 'google_oauth', label: 'Google', method: 'google' },
  { field: 'github_oauth', label: 'GitHub', method: 'github' },
  { field: 'discord_oauth', label: 'Discord', method: 'discord' },
  { field: 'twitter_oauth', label: 'Twitter', method: 'twitter' },
  { field: 'apple_oauth', label: 'Apple', method: 'apple' },
  { field: 'linkedin_oauth', label: 'LinkedIn', method: 'linkedin' },
  { field: 'spotify_oauth', label: 'Spotify', method: 'spotify' },
  { field: 'instagram_oauth', label: 'Instagram', method: 'instagram' },
  { field: 'tiktok_oauth', label: 'TikTok', method: 'tiktok' },
  { field: 'telegram_auth', label: 'Telegram', method: 'telegram' },
  { field: 'farcaster_auth', label: 'Farcaster', method: 'farcaster' },
  { field: 'passkey_auth', label: 'Passkeys', method: 'passkey' },
  { field: 'wallet_auth', label: 'Wallets (Sign-In With Ethereum)', method: 'wallet' },
] as const;

const RULES = [
  { field: 'guest_auth', label: 'Guest accounts' },
  { field: 'custom_jwt_auth', label: 'Custom-token login' },
  { field: 'captcha_enabled', label: 'Captcha (test key that always passes)' },
  { field: 'require_users_accept_terms', label: 'Require accepting the terms' },
] as const;

type AppConfig = Record<string, unknown>;

/**
 * Switches login methods on and off through the emulator's dev endpoint (PUT /dev/apps/{id}), as an
 * app's dashboard would, then reloads so the widget reads the new configuration.
 */
export function SettingsPanel() {
  const [config, setConfig] = useState<AppConfig | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void fetch(`${API_URL}/dev/apps/${DEMO_APP_ID}`)
      .then((response) => response.json() as Promise<AppConfig>)
      .then(setConfig);
  }, []);

  async function toggle(field: string, on: boolean) {
    if (!config) return;
    setSaving(true);
    const next: AppConfig = { ...config, [field]: on };
    if (field === 'captcha_enabled' && on) next.captcha_site_key = 'test-pass-demo';
    if (field === 'require_users_accept_terms' && on) next.terms_and_conditions_url ??= 'https://example.com/terms';
    // The emulator's test bot: Telegram logins are signed with this token on the emulator's approval page.
    if (field === 'telegram_auth' && on) {
      next.telegram_auth_config ??= { bot_id: '123456', bot_name: 'PorticoDemoBot' };
      next.telegram_bot_token ??= '123456:DEMO-BOT-TOKEN';
    }
    await fetch(`${API_URL}/dev/apps/${DEMO_APP_ID}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(next),
    });
    location.reload();
  }

  function renderSwitch({ field, label, method }: { field: string; label: string; method?: string }) {
    return (
      <label key={field} className="demo-switch">
        <input type="checkbox" checked={config?.[field] === true} onChange={(event) => void toggle(field, event.target.checked)} />
        {method && <LoginMethodMark method={method} />}
        <span>{label}</span>
      </label>
    );
  }

  return (
    <Panel id="settings" title="App configuration" purpose="What the provider’s dashboard would set. Changing a switch reloads the page.">
      {config ? (
        <>
          <fieldset className="demo-switches" disabled={saving}>
            <legend>Login methods</legend>
            {LOGIN_METHODS.map(renderSwitch)}
          </fieldset>
          <fieldset className="demo-switches" disabled={saving}>
            <legend>Rules</legend>
            {RULES.map(renderSwitch)}
          </fieldset>
        </>
      ) : (
        <p>Loading the app configuration…</p>
      )}
    </Panel>
  );
}
