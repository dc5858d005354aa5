// Parlor's JS shim, linked into the wasm module as an Emscripten JS library (--js-library).
// It is the only place that touches browser APIs beyond the canvas: the page's loading screen
// and error panel now; storage and peer-to-peer networking hook in here later.
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
  parlor_js_publish: function (key, json) {
    Module['parlor' + UTF8ToString(key)] = JSON.parse(UTF8ToString(json));
  },
});
