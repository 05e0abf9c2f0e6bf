import type { CaptchaCallbacks, CaptchaProvider } from './provider';

/** The explicit-render API of a captcha script (hCaptcha's and Turnstile's shape). */
export interface CaptchaWidgetApi {
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      size: 'invisible';
      callback(token: string): void;
      'error-callback'(error?: unknown): void;
      'expired-callback'(): void;
    },
  ): string | number;
  execute(id: string | number): void;
  reset(id: string | number): void;
  remove(id: string | number): void;
}

export interface ScriptCaptchaOptions {
  /** The script that defines the widget API, e.g. the emulator's `${apiUrl}/js/captcha.js`. */
  scriptUrl: string;
  /** The global the script defines; the emulator's test script by default. */
  globalName?: string;
}

const widgetApi = (name: string) => (window as unknown as Record<string, CaptchaWidgetApi | undefined>)[name];

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load the captcha script ${url}`));
    };
    document.head.append(script);
  });
}

/**
 * A captcha from a script that renders an invisible widget into a hidden container. Nothing touches the
 * DOM before the first `execute`, so creating one during server rendering is safe.
 */
export function createScriptCaptchaProvider({ scriptUrl, globalName = 'porticoTestCaptcha' }: ScriptCaptchaOptions): CaptchaProvider {
  let loading: Promise<CaptchaWidgetApi> | null = null;
  let widget: { api: CaptchaWidgetApi; id: string | number; siteKey: string; container: HTMLElement } | null = null;
  // The widget is rendered once; its callbacks forward to the latest execute's.
  let current: CaptchaCallbacks | null = null;

  async function load(): Promise<CaptchaWidgetApi> {
    if (!widgetApi(globalName)) await loadScript(scriptUrl);
    const api = widgetApi(globalName);
    if (!api) throw new Error(`The captcha script did not define ${globalName}`);
    return api;
  }

  function remove() {
    if (!widget) return;
    widget.api.remove(widget.id);
    widget.container.remove();
    widget = null;
  }

  return {
    async execute(siteKey, callbacks) {
      current = callbacks;
      // A failed load is tried again by the next execute (the kernel retries).
      const api = await (loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      }));
      if (widget?.siteKey !== siteKey) {
        remove();
        const container = document.createElement('div');
        container.style.cssText = 'position:fixed;width:0;height:0;overflow:hidden';
        document.body.append(container);
        const id = api.render(container, {
          sitekey: siteKey,
          size: 'invisible',
          callback: (token) => current?.onToken(token),
          'error-callback': (error) => current?.onError(typeof error === 'string' ? error : undefined),
          'expired-callback': () => current?.onExpired(),
        });
        widget = { api, id, siteKey, container };
      }
      api.execute(widget.id);
    },
    reset() {
      if (widget) widget.api.reset(widget.id);
    },
    remove,
  };
}
