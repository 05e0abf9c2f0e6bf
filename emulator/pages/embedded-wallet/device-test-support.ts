import { frameLifetimeDeviceKey, type DeviceKey } from './frame/device-key';
import { signDeviceProof, type Clock } from './frame/device-proof';

/** A wallet device for route tests: its key signs proofs as the frame's does, with the nonce the last answer offered. */
export interface TestDevice {
  key: DeviceKey;
  /** The proof for one call, spending the nonce held (none before the first answer). */
  proof(method: string, url: string, accessToken: string, nonce?: string | null): Promise<string>;
  /** Keeps the nonce an answer offered for the next proof. */
  offer(nonce: string | null): void;
}

export async function testDevice(now?: Clock): Promise<TestDevice> {
  const key = await frameLifetimeDeviceKey();
  let held: string | null = null;
  return {
    key,
    proof(method, url, accessToken, nonce = held) {
      held = null;
      return signDeviceProof(key, { method, url, nonce, accessToken }, now);
    },
    offer(nonce) {
      if (nonce) held = nonce;
    },
  };
}

/**
 * `fetch` with this device's proof on every call, sent again once with the offered nonce when the provider asks for
 * one (as the frame does, frame/provider-api.ts).
 */
export function fetchWithProof(device: TestDevice, accessToken: string, fetch: typeof globalThis.fetch = globalThis.fetch) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const send = async (nonce?: string | null) => {
      const headers = new Headers(init.headers);
      headers.set('dpop', await device.proof(init.method ?? 'GET', url, accessToken, nonce));
      return fetch(url, { ...init, headers });
    };
    let response = await send();
    if (response.status === 401 && response.headers.get('dpop-nonce') && (await response.clone().text()).includes('"use_dpop_nonce"')) {
      response = await send(response.headers.get('dpop-nonce'));
    }
    device.offer(response.headers.get('dpop-nonce'));
    return response;
  };
}
