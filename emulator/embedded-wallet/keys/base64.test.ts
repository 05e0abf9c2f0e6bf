// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base64', () => {
  it("writes RFC 4648's examples, padded, and reads them back", () => {
    const examples = { '': '', f: 'Zg==', fo: 'Zm8=', foo: 'Zm9v', foob: 'Zm9vYg==', fooba: 'Zm9vYmE=', foobar: 'Zm9vYmFy' };
    for (const [text, encoded] of Object.entries(examples)) {
      expect(toBase64(bytes(text))).toBe(encoded);
      expect(fromBase64(encoded)).toEqual(bytes(text));
    }
  });

  it('uses + and /, not the URL alphabet', () => {
    expect(toBase64(Uint8Array.of(0xfb, 0xff))).toBe('+/8=');
    expect(fromBase64('+/8=')).toEqual(Uint8Array.of(0xfb, 0xff));
    expect(() => fromBase64('-_8=')).toThrow(TypeError);
  });

  it('refuses missing or extra padding, stray characters and unused bits that are set', () => {
    for (const text of ['Zg', 'Zg=', 'Zg===', 'Z===', 'Zm9v YmFy', 'Zh==', 'Zm9vYmE', 'hello!']) {
      expect(() => fromBase64(text), text).toThrow(TypeError);
    }
  });
});
