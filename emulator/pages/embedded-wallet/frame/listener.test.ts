import { describe, expect, it, vi } from 'vitest';
import { createMessageListener, parentOriginOf, type ParentWindow } from './listener';
import type { FrameReply } from './protocol';

const WIDGET = 'http://localhost:5173';

function setUp() {
  const parent = { postMessage: vi.fn<ParentWindow['postMessage']>() };
  const reply: FrameReply = { id: '1', event: 'wallet:connect', data: { address: '0x1' } };
  const handle = vi.fn(async () => reply);
  const listen = createMessageListener({ parent, parentOrigin: WIDGET, handle });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { parent, reply, handle, listen, settle };
}

describe('the frame’s message listener', () => {
  it('answers its parent at the parent’s origin only', async () => {
    const { parent, reply, handle, listen, settle } = setUp();
    listen({ origin: WIDGET, source: parent as unknown as Window, data: { id: '1' } });
    await settle();
    expect(handle).toHaveBeenCalledWith({ id: '1' });
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(reply, WIDGET);
  });

  it('ignores a message from another origin, and one from another window at the right origin', async () => {
    const { parent, handle, listen, settle } = setUp();
    listen({ origin: 'http://localhost:6666', source: parent as unknown as Window, data: { id: '1' } });
    listen({ origin: WIDGET, source: {} as Window, data: { id: '1' } });
    listen({ origin: WIDGET, source: null, data: { id: '1' } });
    await settle();
    expect(handle).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing when the handler has no reply (not a request)', async () => {
    const { parent, handle, listen, settle } = setUp();
    handle.mockResolvedValueOnce(undefined as never);
    listen({ origin: WIDGET, source: parent as unknown as Window, data: 'hello' });
    await settle();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('parentOriginOf', () => {
  it('prefers ancestorOrigins, else the referrer’s origin, else none', () => {
    expect(parentOriginOf([WIDGET, 'http://top.example'], 'http://other.example/x')).toBe(WIDGET);
    expect(parentOriginOf(undefined, `${WIDGET}/demo?x=1`)).toBe(WIDGET);
    expect(parentOriginOf([], '')).toBeNull();
  });
});
