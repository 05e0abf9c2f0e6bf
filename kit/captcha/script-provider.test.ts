import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaCallbacks } from './provider';
import { createScriptCaptchaProvider, type CaptchaWidgetApi } from './script-provider';

type Params = Parameters<CaptchaWidgetApi['render']>[1];

/** A widget API like the one the script defines, recording calls. */
function fakeWidgetApi() {
  const rendered: { container: HTMLElement; params: Params }[] = [];
  const api = {
    rendered,
    render: vi.fn((container: HTMLElement, params: Params) => rendered.push({ container, params })),
    execute: vi.fn(),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  return api;
}

const globals = window as unknown as Record<string, unknown>;

/** Catches the script element the provider adds: happy-dom would fail to load it at once. */
function catchScripts() {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as HTMLScriptElement[])));
  return added;
}
const callbacks = (): CaptchaCallbacks & Record<string, ReturnType<typeof vi.fn>> => ({
  onToken: vi.fn(),
  onError: vi.fn(),
  onExpired: vi.fn(),
});

afterEach(() => {
  delete globals.testWidget;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('script captcha provider', () => {
  it('touches no DOM until the first execute', () => {
    createScriptCaptchaProvider({ scriptUrl: 'http://api.test/js/captcha.js', globalName: 'testWidget' });
    expect(document.querySelectorAll('script, div')).toHaveLength(0);
  });

  it('loads the script once, renders one invisible widget and forwards its callbacks to the latest execute', async () => {
    const api = fakeWidgetApi();
    const provider = createScriptCaptchaProvider({ scriptUrl: 'http://api.test/js/captcha.js', globalName: 'testWidget' });
    const scripts = catchScripts();
    const first = callbacks();
    const running = provider.execute('test-pass-a', first);
    const [script] = scripts as [HTMLScriptElement];
    expect(script.src).toBe('http://api.test/js/captcha.js');
    globals.testWidget = api;
    script.dispatchEvent(new Event('load'));
    await running;

    expect(api.render).toHaveBeenCalledTimes(1);
    const [{ container, params }] = api.rendered as [{ container: HTMLElement; params: Params }];
    expect(document.body.contains(container)).toBe(true);
    expect(params).toMatchObject({ sitekey: 'test-pass-a', size: 'invisible' });
    expect(api.execute).toHaveBeenCalledWith(1);

    const second = callbacks();
    await provider.execute('test-pass-a', second);
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(scripts).toHaveLength(1);
    params.callback('tok');
    params['error-callback']('Unsupported captcha site key');
    params['expired-callback']();
    expect(first.onToken).not.toHaveBeenCalled();
    expect(second.onToken).toHaveBeenCalledWith('tok');
    expect(second.onError).toHaveBeenCalledWith('Unsupported captcha site key');
    expect(second.onExpired).toHaveBeenCalled();

    provider.reset();
    expect(api.reset).toHaveBeenCalledWith(1);
    provider.remove?.();
    expect(api.remove).toHaveBeenCalledWith(1);
    expect(document.body.contains(container)).toBe(false);
  });

  it('uses a script already on the page, and renders a new widget for another site key', async () => {
    const api = fakeWidgetApi();
    globals.testWidget = api;
    const provider = createScriptCaptchaProvider({ scriptUrl: 'http://api.test/js/captcha.js', globalName: 'testWidget' });
    await provider.execute('test-pass-a', callbacks());
    await provider.execute('test-pass-b', callbacks());
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(api.rendered.map((widget) => widget.params.sitekey)).toEqual(['test-pass-a', 'test-pass-b']);
    expect(api.remove).toHaveBeenCalledWith(1);
    expect(document.body.children).toHaveLength(1);
  });

  it('rejects when the script cannot load, and loads it again on the next execute', async () => {
    const scripts = catchScripts();
    const provider = createScriptCaptchaProvider({ scriptUrl: 'http://api.test/js/captcha.js', globalName: 'testWidget' });
    const failing = provider.execute('test-pass-a', callbacks());
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Could not load the captcha script http://api.test/js/captcha.js');

    const retried = provider.execute('test-pass-a', callbacks());
    expect(scripts).toHaveLength(2);
    globals.testWidget = fakeWidgetApi();
    scripts[1]?.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBeUndefined();
  });
});
