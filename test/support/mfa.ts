import { Secret, TOTP } from 'otpauth';
import { memoryStorage } from '../../kernel/index';
import { setupEmulator } from './emulator';
import { signInByEmail } from './passkey';
import { mfa, type MfaPluginOptions } from '../../plugins/mfa/index';

export const ADA_PHONE = '+14155550111';

/** An authenticator app's code for `secret` at the emulator's time. */
export const totpCode = (secret: string, now: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now });

/** A code that is surely not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The MFA plugin alone, for a user signed in by email straight at the in-process emulator, every method on. */
export async function mfaOnly(options: MfaPluginOptions = { noPromptOnMfaRequired: true }) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, mfa_methods: ['sms', 'totp', 'passkey'] });
  const storage = memoryStorage();
  await signInByEmail(env, storage, 'ada@example.com');
  const kernel = env.kernel([mfa(options)], storage);
  await kernel.start();

  /** Enrols the authenticator app; the clock then moves to the next step (enrolment spent the current one). */
  async function enrolTotp(): Promise<string> {
    const { secret, authUrl } = await kernel.mfa.initTotpEnrollment();
    if (!authUrl.startsWith('otpauth://totp/')) throw new Error(`unexpected auth url ${authUrl}`);
    await kernel.mfa.submitTotpEnrollment(totpCode(secret, env.clock.now));
    env.clock.now += 30_000;
    return secret;
  }
  /** The MFA proof header of the last request to a path. */
  const proofSentTo = (path: string) => env.requests.filter((r) => r.url.endsWith(path)).at(-1)?.headers.get('privy-mfa-token') ?? null;
  return { env, kernel, enrolTotp, proofSentTo };
}
