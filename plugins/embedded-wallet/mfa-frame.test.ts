import { describe, expect, it, vi } from 'vitest';
import { PorticoError, type PluginContext } from '../../kernel/index';
import type { MfaService } from '../../kit/services/mfa';
import type { FrameHost } from './frame-host';
import { withMfa } from './mfa-frame';

/** A frame whose provider wants the proof `proof-N` (N counting up as proofs expire). */
function frameWanting(current: { proof: string }) {
  const sent: Record<string, unknown>[] = [];
  const frame: FrameHost = {
    async request(_event, data) {
      sent.push(data);
      if (data.mfaToken !== current.proof) throw new PorticoError('missing_or_invalid_mfa', 'MFA required');
      return { ok: true };
    },
    destroy() {},
  };
  return { frame, sent };
}

/** A plugin context with the `mfa` service, for a user with `mfaMethods` (none by default: asked only once refused). */
const contextWith = (mfa?: MfaService, mfaMethods: { type: string }[] = []) =>
  ({ services: { get: () => mfa }, getState: () => ({ user: { mfaMethods } }) }) as unknown as PluginContext;

describe('the MFA-aware frame host', () => {
  it('asks the mfa service for a proof on missing_or_invalid_mfa, sends again with it, and keeps it until refused', async () => {
    const current = { proof: 'proof-1' };
    const { frame, sent } = frameWanting(current);
    const ensureVerified = vi.fn(async () => current.proof);
    const host = withMfa(contextWith({ ensureVerified }), frame);
    expect(await host.request('wallet:rpc', { address: '0x1' })).toEqual({ ok: true });
    expect(await host.request('wallet:rpc', { address: '0x1' })).toEqual({ ok: true });
    expect(ensureVerified).toHaveBeenCalledTimes(1);
    expect(ensureVerified).toHaveBeenCalledWith('sign', undefined);
    current.proof = 'proof-2';
    expect(await host.request('wallet:connect', { address: '0x1' })).toEqual({ ok: true });
    expect(ensureVerified).toHaveBeenCalledTimes(2);
    expect(sent.map((data) => data.mfaToken)).toEqual([undefined, 'proof-1', 'proof-1', 'proof-1', 'proof-2']);
  });

  it('asks a user with MFA first, so no request goes without a proof, and not for a request that needs no share', async () => {
    const current = { proof: 'proof-1' };
    const { frame, sent } = frameWanting(current);
    const ensureVerified = vi.fn(async () => current.proof);
    const host = withMfa(contextWith({ ensureVerified }, [{ type: 'totp' }]), frame);
    expect(await host.request('wallet:rpc', { address: '0x1' })).toEqual({ ok: true });
    expect(sent.map((data) => data.mfaToken)).toEqual(['proof-1']);
    expect(ensureVerified).toHaveBeenCalledTimes(1);
    await expect(host.request('wallet:clear', { address: '0x1' })).resolves.toEqual({ ok: true });
    expect(ensureVerified).toHaveBeenCalledTimes(1);
  });

  it('a signed transaction is verified as one, with the transaction on screen for the prompt’s details', async () => {
    const { frame } = frameWanting({ proof: 'proof-1' });
    const ensureVerified = vi.fn(async () => 'proof-1');
    const summary = { from: '0xa', to: '0xb', action: 'Transfer', fee: '0.001 ETH', total: '0.011 ETH' };
    const host = withMfa(contextWith({ ensureVerified }), frame, () => summary);
    await host.request('wallet:rpc', { request: { method: 'eth_signTransaction', params: [] } });
    expect(ensureVerified).toHaveBeenCalledWith('transaction', summary);
  });

  it('without an MFA plugin, the provider’s refusal reaches the caller as it is', async () => {
    const { frame } = frameWanting({ proof: 'proof-1' });
    await expect(withMfa(contextWith(), frame).request('wallet:rpc', {})).rejects.toMatchObject({ code: 'missing_or_invalid_mfa' });
  });

  it('a person who cancels the verification gets that rejection, and nothing is sent again', async () => {
    const { frame, sent } = frameWanting({ proof: 'proof-1' });
    const refused = new PorticoError('user_rejected_request', 'MFA canceled', { providerCode: 4001 });
    const host = withMfa(contextWith({ ensureVerified: () => Promise.reject(refused) }), frame);
    await expect(host.request('wallet:rpc', {})).rejects.toBe(refused);
    expect(sent).toHaveLength(1);
  });
});
