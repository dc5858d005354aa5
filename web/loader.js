// Loads parlor.wasm with a progress bar, and turns every way the start can fail into a readable
// panel instead of a blank page.
(function () {
  'use strict';
  var loading = document.getElementById('loading');
  var fill = document.getElementById('bar-fill');
  var label = document.getElementById('loading-text');
  var failed = false;

  function fail(message) {
    if (failed) return;
    failed = true;
    loading.hidden = true;
    document.getElementById('error-text').textContent = message;
    document.getElementById('error').hidden = false;
  }
  function progress(fraction) { fill.style.width = Math.round(Math.min(1, fraction) * 100) + '%'; }

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail('This browser does not support WebAssembly.');
    return;
  }
  var probe = document.createElement('canvas');
  if (!probe.getContext('webgl2')) {
    fail('This browser (or its settings) does not provide WebGL2, which Parlor uses to draw the table.');
    return;
  }

  // Streams the wasm so the bar can move, then compiles it; falls back to a plain fetch where
  // the response has no readable body.
  function fetchWasm(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error('Could not download the game (' + url + ': HTTP ' + response.status + ').');
      var total = +response.headers.get('Content-Length') || 0;
      if (!response.body || !total) return response.arrayBuffer();
      var reader = response.body.getReader(), chunks = [], got = 0;
      function pump() {
        return reader.read().then(function (r) {
          if (r.done) {
            var all = new Uint8Array(got), at = 0;
            chunks.forEach(function (c) { all.set(c, at); at += c.length; });
            return all.buffer;
          }
          chunks.push(r.value); got += r.value.length; progress(0.1 + 0.8 * got / total);
          return pump();
        });
      }
      return pump();
    });
  }

  window.Module = {
    canvas: document.getElementById('canvas'),
    instantiateWasm: function (imports, done) {
      fetchWasm('parlor.wasm')
        .then(function (bytes) { label.textContent = 'Setting up the table…'; return WebAssembly.instantiate(bytes, imports); })
        .then(function (result) { progress(1); done(result.instance, result.module); })
        .catch(function (e) { fail(e && e.message ? e.message : String(e)); });
      return {};
    },
    parlorFirstFrame: function () {
      loading.hidden = true;
      document.getElementById('canvas').focus();
      window.parlorReady = true;
    },
    parlorError: fail,
    onAbort: function (what) { fail('The game stopped unexpectedly: ' + what); },
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
  };
  window.addEventListener('error', function (e) {
    if (!window.parlorReady) fail('The game failed to load: ' + (e.message || 'unknown error'));
  });

  var script = document.createElement('script');
  script.src = 'parlor.js';
  script.onerror = function () { fail('Could not download the game script (parlor.js).'); };
  progress(0.05);
  document.body.appendChild(script);
})();
