import * as z from 'zod/mini';
import { AuthResponseWire } from '../../schemas';
import { DEMO_APP_ID } from '../provider/apps';
import { testDevice, type TestDevice } from '../pages/embedded-wallet/device-test-support';
import { frameLifetimeDeviceKey } from '../pages/embedded-wallet/frame/device-key';
import { memoryStorage } from '../pages/embedded-wallet/frame/frame-test-support';
import { createWalletFrame } from '../pages/embedded-wallet/frame/wallet-frame';
import type { KeyService } from '../provider/kms/key-service';
import type { Repository } from '../shared/repository';
import { BASE_URL, startEmulator, testClock, type CallOptions } from '../test-support';

/**
 * The threat model's tests (README, "Threat model"): a victim whose wallet was made by their own frame, and what an
 * attacker holding one thing or another can get from the provider.
 */

export const WALLETS = '/api/v1/embedded_wallets';

/** Every route that releases or replaces a share or a key, with a body that is valid for the victim's wallet. */
export const guardedRoutes = (address: string) => [
  { path: '/shares/auth', body: { address } },
  { path: '/shares/recovery', body: { address } },
  { path: '/recovery_key', body: { address } },
  { path: '/recovery', body: { address, recovery_method: 'privy', auth_share: 'A'.repeat(23), encrypted_recovery_share: '{}', device_share_x: 7 } },
  { path: '/additional', body: { primary_address: address, wallet_index: 1, address: `0x${'1'.repeat(40)}` } },
];

/** Words of an answer that would mean a share or key left the provider. */
export const SECRET_FIELDS = ['auth_share', 'encrypted_recovery_share', 'recovery_key'];

const LoginAnswer = AuthResponseWire;

/** A wallet made by the user's own frame (its own device key) on `provider`: its address and that frame. */
export async function walletOf(provider: ReturnType<typeof startEmulator>, accessToken: string) {
  const frame = createWalletFrame({
    appId: DEMO_APP_ID,
    baseUrl: BASE_URL,
    fetch: provider.emulator.fetch,
    storage: memoryStorage(),
    deviceKey: frameLifetimeDeviceKey(),
    pageOrigin: 'http://localhost:5173',
    now: provider.now,
  });
  const reply = await frame.handle({ id: '1', event: 'wallet:create', data: { accessToken, recoveryMethod: 'privy' } });
  if (!reply || 'error' in reply) throw new Error(`wallet:create failed: ${JSON.stringify(reply)}`);
  return { frame, address: (reply.data as { address: string }).address };
}

/** A victim logged in by email, whose own frame made an automatic-recovery wallet, and an attacker's device. */
export async function victimWithWallet(options: { repo?: Repository; keyService?: KeyService } = {}) {
  const clock = testClock();
  const provider = startEmulator({ now: clock.now, ...options });
  const email = `victim-${Math.random()}@example.com`;
  const answer = LoginAnswer.parse(await provider.logIn(email));
  const login = { token: answer.token!, refresh_token: answer.refresh_token! };
  const { frame, address } = await walletOf(provider, login.token);
  /** An attacker's own device: a key pair of its own, which no wallet registered. */
  const attackerDevice = await testDevice(clock.now);
  return { provider, clock, email, login, frame, address, attackerDevice };
}

/** A call as the attacker makes it: the stolen token, with or without a device of its own, never the victim's frame. */
export const asAttacker = (token: string, device: TestDevice | null, extra: Partial<CallOptions> = {}): CallOptions => ({
  token,
  device,
  ...extra,
});

export const ErrorCode = z.object({ code: z.string() });
