// Parlor's JS shim, linked into the wasm module as an Emscripten JS library (--js-library).
// It is the only place that touches browser APIs beyond the canvas: the page's loading screen
// and error panel, the <input> laid over text fields; storage and peer-to-peer networking hook
// in here later.
mergeInto(LibraryManager.library, {
  parlor_js_first_frame: function () {
    if (Module.parlorFirstFrame) Module.parlorFirstFrame();
  },
  parlor_js_error: function (message) {
    if (Module.parlorError) Module.parlorError(UTF8ToString(message));
  },
  // Test hook: the browser tests read the on-screen items' boxes (CSS pixels) to click precisely.
  parlor_js_publish_items: function (json) {
    Module.parlorItems = JSON.parse(UTF8ToString(json));
  },
  // Test hook: a scene's public facts (phase, whose turn, the person's own hand...) as
  // Module.parlorState and similar; never anything the person on screen could not see.
  // Benchmark hook: each frame's CPU time in ms, kept only while a benchmark asks for it.
  parlor_js_frame_time: function (update_ms, draw_ms, submit_ms) {
    if (Module.parlorFrameTimes) Module.parlorFrameTimes.push(update_ms + draw_ms + submit_ms);
    if (Module.parlorFrameParts) Module.parlorFrameParts.push([update_ms, draw_ms, submit_ms]);
  },
  parlor_js_publish: function (key, json) {
    Module['parlor' + UTF8ToString(key)] = JSON.parse(UTF8ToString(json));
  },

  // Text entry. A canvas cannot raise a phone's keyboard, so a real <input> is laid over the
  // field the app published, styled like it, and its text goes back to C++ on Enter or blur.
  // A finger's tap opens it right inside the touchend handler: phones raise the keyboard only
  // for a focus() made while handling the person's own gesture, never from an animation frame.
  $parlorTextOverlay: {
    fields: [],
    input: null,
    open: null,   // {field} while an edit is under way
    touch: null,  // where the current touch began
    setup: function () {
      var o = parlorTextOverlay;
      if (o.input) return;
      var input = document.createElement('input');
      input.type = 'text';
      input.className = 'parlor-text';
      input.setAttribute('autocomplete', 'off');
      input.setAttribute('autocapitalize', 'words');
      input.setAttribute('spellcheck', 'false');
      input.setAttribute('enterkeyhint', 'done');
      input.setAttribute('aria-label', 'Name');
      input.hidden = true;
      document.body.appendChild(input);
      input.addEventListener('keydown', function (e) {
        if (e.key === 'Enter') { e.preventDefault(); o.close(true, true); }
        else if (e.key === 'Escape') { e.preventDefault(); o.close(false, true); }
        e.stopPropagation();
      });
      input.addEventListener('blur', function () { o.close(true, false); });
      var canvas = Module.canvas;
      // SDL cancels the canvas's touches, so tapping the canvas would never blur the input. SDL
      // also cancels the mouse's press, which would have focused the canvas: without the focus
      // given here, the keys (SDL reads them on the canvas) stay dead after an edit.
      canvas.addEventListener('pointerdown', function () {
        o.close(true, false);
        canvas.focus({ preventScroll: true });
      }, true);
      // A mouse's click opens the field here too, inside the click, not at the app's next frame:
      // a paste made straight after the click (Ctrl+V, or a test typing at once) would otherwise
      // reach the canvas before the <input> is there, and be lost.
      canvas.addEventListener('pointerup', function (e) {
        if (e.pointerType === 'touch') return;
        var f = o.at(e.clientX, e.clientY);
        if (f) o.show(f.field);
      }, true);
      canvas.addEventListener('touchstart', function (e) {
        var t = e.changedTouches[0];
        o.touch = t ? { x: t.clientX, y: t.clientY } : null;
      }, { capture: true, passive: true });
      canvas.addEventListener('touchend', function (e) {
        var t = e.changedTouches[0], from = o.touch;
        o.touch = null;
        if (!t || !from || Math.abs(t.clientX - from.x) + Math.abs(t.clientY - from.y) > 12) return;
        var f = o.at(t.clientX, t.clientY);
        if (f) o.show(f.field);
      }, { capture: true });
      o.input = input;
    },
    find: function (id) {
      var list = parlorTextOverlay.fields;
      for (var i = 0; i < list.length; i++) if (list[i].field === id) return list[i];
      return null;
    },
    at: function (x, y) {
      var list = parlorTextOverlay.fields;
      for (var i = 0; i < list.length; i++) {
        var f = list[i];
        if (x >= f.x && y >= f.y && x < f.x + f.w && y < f.y + f.h) return f;
      }
      return null;
    },
    place: function (f) {
      var st = parlorTextOverlay.input.style;
      st.left = f.x + 'px'; st.top = f.y + 'px'; st.width = f.w + 'px'; st.height = f.h + 'px';
      // 16px at least: smaller text makes iOS zoom the page when the input takes focus.
      st.fontSize = Math.max(16, Math.round(Math.min(f.h * 0.42, 17))) + 'px';
    },
    show: function (id) {
      var o = parlorTextOverlay;
      o.setup();
      var f = o.find(id);
      if (!f || (o.open && o.open.field === id)) return;
      o.close(true, false);
      o.open = { field: id };
      o.input.maxLength = f.max;
      o.input.value = f.text;
      o.place(f);
      o.input.hidden = false;
      o.input.focus({ preventScroll: true });
      o.input.select();
    },
    close: function (keep, refocus) {
      var o = parlorTextOverlay, edit = o.open;
      if (!edit) return;
      o.open = null;  // first, so the blur that hiding causes does not send it twice
      var value = o.input.value;
      // A hidden input leaves the focus on the page's body, where no key reaches the table; a
      // blur that moved the focus elsewhere (another window) is left alone.
      var had = document.activeElement === o.input;
      o.input.hidden = true;
      if (keep) Module.ccall('parlor_text_edited', null, ['number', 'string'], [edit.field, value]);
      if (refocus || had) Module.canvas.focus({ preventScroll: true });
    },
  },
  parlor_js_text_fields__deps: ['$parlorTextOverlay'],
  parlor_js_text_fields: function (json) {
    var o = parlorTextOverlay;
    o.setup();
    o.fields = JSON.parse(UTF8ToString(json));
    Module.parlorTextFields = o.fields;  // test hook
    if (!o.open) return;
    var f = o.find(o.open.field);
    if (f) o.place(f); else o.close(true, false);
  },
  parlor_js_open_text__deps: ['$parlorTextOverlay'],
  parlor_js_open_text: function (field) {
    parlorTextOverlay.show(field);
  },
  // Storage: localStorage behind try/catch, since merely reading window.localStorage throws
  // when the browser blocks site data. Status codes match src/app/platform/storage_web.cpp:
  // 0 ok, 1 missing, 2 unavailable (private mode, blocked), 3 full (quota).
  $parlorStorage__deps: ['malloc'],
  $parlorStorage: {
    store: function () {
      try { return window.localStorage || null; } catch (e) { return null; }
    },
    failure: function (e, ls) {
      var quota = e && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
                        e.code === 22 || e.code === 1014);
      // Some private modes report a quota of zero: a write failing with nothing stored is
      // storage switched off, not storage full.
      var empty = false;
      try { empty = !ls || ls.length === 0; } catch (e2) { empty = true; }
      return quota && !empty ? 3 : 2;
    },
    // A copy in wasm memory (malloc'd; the C++ side frees it).
    copy: function (text) {
      var size = lengthBytesUTF8(text) + 1, ptr = _malloc(size);
      if (ptr) stringToUTF8(text, ptr, size);
      return ptr;
    },
  },
  parlor_js_storage_get__deps: ['$parlorStorage'],
  parlor_js_storage_get: function (key, out) {
    HEAP32[out >> 2] = 0;
    var ls = parlorStorage.store();
    if (!ls) return 2;
    try {
      var v = ls.getItem(UTF8ToString(key));
      if (v === null) return 1;
      var ptr = parlorStorage.copy(v);
      if (!ptr) return 2;
      HEAP32[out >> 2] = ptr;
      return 0;
    } catch (e) { return 2; }
  },
  parlor_js_storage_set__deps: ['$parlorStorage'],
  parlor_js_storage_set: function (key, value) {
    var ls = parlorStorage.store();
    if (!ls) return 2;
    try { ls.setItem(UTF8ToString(key), UTF8ToString(value)); return 0; }
    catch (e) { return parlorStorage.failure(e, ls); }
  },
  parlor_js_storage_remove__deps: ['$parlorStorage'],
  parlor_js_storage_remove: function (key) {
    var ls = parlorStorage.store();
    if (!ls) return 2;
    try {
      var k = UTF8ToString(key);
      if (ls.getItem(k) === null) return 1;
      ls.removeItem(k);
      return 0;
    } catch (e) { return 2; }
  },
  // Keys starting with `start`, as a JSON array in memory the caller frees; 0 when unavailable.
  parlor_js_storage_keys__deps: ['$parlorStorage'],
  parlor_js_storage_keys: function (start) {
    var ls = parlorStorage.store();
    if (!ls) return 0;
    try {
      var s = UTF8ToString(start), found = [];
      for (var i = 0; i < ls.length; i++) {
        var k = ls.key(i);
        if (k !== null && k.lastIndexOf(s, 0) === 0) found.push(k);
      }
      return parlorStorage.copy(JSON.stringify(found));
    } catch (e) { return 0; }
  },
  // Calls `callback` (a void() function pointer) when the page is hidden or unloaded: phones
  // kill background tabs without warning, so the game is saved at that moment too.
  // Whether this tab showed a table when it unloaded: sessionStorage lives as long as the tab, so
  // a reload finds it and a fresh visit (a new tab, one closed and opened again) does not.
  parlor_js_tab_at_table: function () {
    try { return sessionStorage.getItem('parlor:at-table') === '1' ? 1 : 0; } catch (e) { return 0; }
  },
  parlor_js_tab_mark_at_table: function (on) {
    try {
      if (on) sessionStorage.setItem('parlor:at-table', '1');
      else sessionStorage.removeItem('parlor:at-table');
    } catch (e) {}
  },
  parlor_js_storage_on_hide__deps: ['$dynCall'],
  parlor_js_storage_on_hide: function (callback) {
    var fire = function () { dynCall('v', callback, []); };
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') fire();
    });
    window.addEventListener('pagehide', fire);
  },

  // Share links. The fragment never reaches a server (browsers do not send it), and it is taken
  // out of the address bar once read, so a reload continues from the saved game.
  $parlorLinks: {
    isLink: function (hash) { return /^#?(play|join|answer)=/.test(hash); },
    page: function () { return location.href.split('#')[0]; },
    clear: function () {
      try { history.replaceState(null, '', location.pathname + location.search); } catch (e) {}
    },
  },
  parlor_js_take_fragment__deps: ['$parlorLinks', '$parlorStorage'],
  parlor_js_take_fragment: function () {
    var hash = location.hash;
    if (!parlorLinks.isLink(hash)) return 0;
    parlorLinks.clear();
    return parlorStorage.copy(hash.replace(/^#/, ''));
  },
  parlor_js_watch_fragment__deps: ['$parlorLinks'],
  parlor_js_watch_fragment: function () {
    window.addEventListener('hashchange', function () {
      var hash = location.hash;
      if (!parlorLinks.isLink(hash)) return;
      parlorLinks.clear();
      Module.ccall('parlor_link_arrived', null, ['string'], [hash.replace(/^#/, '')]);
    });
  },
  // A text that ships beside the page (the rules screens'), fetched when the app first wants it
  // rather than carried in the first load. Its bytes go to parlor_text_fetched in memory taken
  // here and freed when the call returns; a null pointer says it could not be had. Anything over
  // max_bytes is refused, from its Content-Length where the server gives one.
  parlor_js_fetch_text: function (ticket, path, max_bytes) {
    var done = function (bytes) {
      var ptr = bytes ? _malloc(Math.max(bytes.length, 1)) : 0;
      if (ptr) HEAPU8.set(bytes, ptr);
      Module.ccall('parlor_text_fetched', null, ['number', 'number', 'number'], [ticket, ptr, bytes ? bytes.length : -1]);
      if (ptr) _free(ptr);
    };
    fetch(UTF8ToString(path)).then(function (r) {
      if (!r.ok || Number(r.headers.get('Content-Length')) > max_bytes) throw new Error('no text');
      return r.arrayBuffer();
    }).then(function (buf) {
      done(buf.byteLength <= max_bytes ? new Uint8Array(buf) : null);
    }, function () { done(null); });
  },
  // The system share sheet where there is one (phones), else the clipboard. The person's tap
  // was handled a frame ago at most, well inside the browser's window for a user gesture.
  parlor_js_share__deps: ['$parlorLinks'],
  parlor_js_share: function (fragment, title) {
    var url = parlorLinks.page() + '#' + UTF8ToString(fragment), text = UTF8ToString(title);
    Module.parlorLastShare = url;  // test hook
    var done = function (r) { Module.ccall('parlor_share_done', null, ['number'], [r]); };
    var copyOld = function () {
      var area = document.createElement('textarea');
      area.value = url;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) {}
      area.remove();
      done(ok ? 1 : 2);
    };
    var copy = function () {
      if (navigator.clipboard && navigator.clipboard.writeText)
        navigator.clipboard.writeText(url).then(function () { done(1); }, copyOld);
      else copyOld();
    };
    if (navigator.share) {
      navigator.share({ title: text, url: url }).then(function () { done(0); }, function (e) {
        if (e && e.name === 'AbortError') done(3); else copy();
      });
    } else {
      copy();
    }
  },
  // Short synthesised sounds: a soft tick for a card, a two-note chime for your turn, a rising
  // arpeggio for a win, a low buzz for a refused move. The audio context starts on the first
  // sound after a gesture, as browsers require.
  $parlorAudio: { ctx: null },
  parlor_js_sound__deps: ['$parlorAudio'],
  parlor_js_sound: function (kind) {
    var A = window.AudioContext || window.webkitAudioContext;
    if (!A) return;
    try {
      if (!parlorAudio.ctx) parlorAudio.ctx = new A();
      var ctx = parlorAudio.ctx;
      if (ctx.state === 'suspended') ctx.resume();
      var tone = function (freq, start, length, type, level) {
        var o = ctx.createOscillator(), g = ctx.createGain(), t = ctx.currentTime + start;
        o.type = type;
        o.frequency.value = freq;
        g.gain.setValueAtTime(0.0001, t);
        g.gain.exponentialRampToValueAtTime(level, t + 0.01);
        g.gain.exponentialRampToValueAtTime(0.0001, t + length);
        o.connect(g).connect(ctx.destination);
        o.start(t);
        o.stop(t + length + 0.02);
      };
      if (kind === 0) tone(1400, 0, 0.05, 'triangle', 0.05);
      else if (kind === 1) { tone(660, 0, 0.18, 'sine', 0.08); tone(880, 0.12, 0.25, 'sine', 0.08); }
      else if (kind === 2) { [523, 659, 784, 1047].forEach(function (f, i) { tone(f, i * 0.11, 0.3, 'sine', 0.09); }); }
      else if (kind === 3) tone(140, 0, 0.18, 'square', 0.04);
    } catch (e) {}
  },
});
