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

  // An answer link (`#answer=`, a guest's reply to an invite) opened in the browser that hosts the
  // table: its code goes to the host's tab through a BroadcastChannel, which checks it and says
  // whether it took it (then this tab closes) or why not. When no tab replies, the app starts and
  // says where the code belongs.
  var answered = false;
  var answer = /^#answer=([A-Za-z0-9_-]{1,2048})$/.exec(location.hash);
  if (answer && typeof BroadcastChannel === 'function') {
    var answers = new BroadcastChannel('parlor-answers');
    answers.onmessage = function (e) {
      if (!e.data || e.data.code !== answer[1] || answered) return;
      answered = true;
      try { history.replaceState(null, '', location.pathname + location.search); } catch (err) {}
      var taken = typeof e.data.refused !== 'string';
      label.textContent = taken
        ? (e.data.name ? e.data.name + '\u2019s answer' : 'The answer') + ' reached your table in the other tab. You can close this one.'
        : 'Your table in the other tab did not take this answer. ' + e.data.refused;
      loading.hidden = false;
      window.parlorAnswerReply = e.data;  // test hook
      if (taken) try { window.close(); } catch (err) {}
    };
    answers.postMessage({ answer: answer[1] });
  }

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    fail('This browser does not support WebAssembly.');
    return;
  }
  // The game's own WebGL2 context is made here, on its canvas, while the module downloads and
  // compiles: making one can take a few hundred milliseconds (software GL most of all), and when
  // SDL asks for it later the browser hands back this one. The attributes are the ones SDL asks
  // for (no alpha, depth, stencil or multisampling).
  var canvas = document.getElementById('canvas');
  var dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * dpr);
  canvas.height = Math.round(canvas.clientHeight * dpr);
  var gl = canvas.getContext('webgl2', {
    alpha: false, depth: false, stencil: false, antialias: false, premultipliedAlpha: true, preserveDrawingBuffer: false,
  });
  if (!gl) {
    fail('This browser (or its settings) does not provide WebGL2, which Parlor uses to draw the table.');
    return;
  }

  // The download starts at once, alongside parlor.js, and the module compiles while it streams in;
  // a counting stream in between moves the bar. Browsers without streaming compile take the bytes.
  function countingResponse(response) {
    var total = +response.headers.get('Content-Length') || 0;
    if (!response.body || !total || typeof TransformStream !== 'function') return response;
    var got = 0;
    var counted = response.body.pipeThrough(new TransformStream({
      transform: function (chunk, out) { got += chunk.length; progress(0.1 + 0.8 * got / total); out.enqueue(chunk); },
    }));
    return new Response(counted, { headers: { 'Content-Type': 'application/wasm' } });
  }
  var wasmResponse = fetch('parlor.wasm').then(function (response) {
    if (!response.ok) throw new Error('Could not download the game (parlor.wasm: HTTP ' + response.status + ').');
    return response;
  });
  function instantiate(imports) {
    return wasmResponse.then(function (response) {
      if (typeof WebAssembly.instantiateStreaming === 'function')
        return WebAssembly.instantiateStreaming(countingResponse(response), imports);
      return response.arrayBuffer().then(function (bytes) { return WebAssembly.instantiate(bytes, imports); });
    });
  }

  window.Module = {
    canvas: document.getElementById('canvas'),
    instantiateWasm: function (imports, done) {
      instantiate(imports)
        .then(function (result) { performance.mark('parlor:compiled'); if (!answered) label.textContent = 'Setting up the table…'; progress(1); done(result.instance, result.module); })
        .catch(function (e) { fail(e && e.message ? e.message : String(e)); });
      return {};
    },
    parlorFirstFrame: function () {
      loading.hidden = !answered;
      document.getElementById('canvas').focus();
      window.parlorFirstFrameAt = performance.now();  // ms since navigation began
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
