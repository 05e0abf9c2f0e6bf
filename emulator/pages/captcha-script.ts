/**
 * The test captcha served at GET /js/captcha.js: hCaptcha's explicit-render API (render, execute, reset, remove)
 * on `window.porticoTestCaptcha`, with no challenge to solve. By site key: `test-pass-…` fetches a single-use token
 * from the emulator that served the script and expires it after its lifetime, `test-fail-…` reports an error,
 * `test-hang-…` never answers, and any other key reports "Unsupported captcha site key".
 */
export const CAPTCHA_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var origin = new URL(script && script.src ? script.src : location.href).origin;
  var widgets = {};
  var lastId = 0;

  function report(widget, name, value) {
    var callback = widget.params[name];
    if (typeof callback === 'function') callback(value);
  }

  function widgetOf(id) {
    var widget = widgets[id];
    if (!widget) throw new Error('Unknown captcha widget ' + id);
    return widget;
  }

  function stop(widget) {
    widget.run += 1;
    clearTimeout(widget.expiry);
  }

  window.porticoTestCaptcha = {
    render: function (container, params) {
      lastId += 1;
      widgets[lastId] = { params: params || {}, run: 0, expiry: undefined };
      container.setAttribute('data-test-captcha', String(lastId));
      return lastId;
    },
    execute: function (id) {
      var widget = widgetOf(id);
      stop(widget);
      var run = widget.run;
      var sitekey = String(widget.params.sitekey || '');
      var fail = function (message) {
        if (run === widget.run) report(widget, 'error-callback', message);
      };
      if (sitekey.indexOf('test-hang-') === 0) return;
      if (sitekey.indexOf('test-fail-') === 0) return void setTimeout(fail, 0, 'Captcha failed');
      if (sitekey.indexOf('test-pass-') !== 0) return void setTimeout(fail, 0, 'Unsupported captcha site key');
      fetch(origin + '/dev/captcha/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sitekey: sitekey }),
      })
        .then(function (response) {
          if (!response.ok) throw new Error('Captcha failed');
          return response.json();
        })
        .then(function (answer) {
          if (run !== widget.run) return;
          report(widget, 'callback', answer.token);
          widget.expiry = setTimeout(function () {
            if (run === widget.run) report(widget, 'expired-callback');
          }, answer.expires_in * 1000);
        })
        .catch(function (error) {
          fail(error && error.message ? error.message : 'Captcha failed');
        });
    },
    reset: function (id) {
      stop(widgetOf(id));
    },
    remove: function (id) {
      stop(widgetOf(id));
      delete widgets[id];
    },
  };
})();
`;
