#include "app/platform/web_bridge.h"

#include <cstdio>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

extern "C" {
void parlor_js_first_frame();
void parlor_js_error(const char* message);
void parlor_js_publish_items(const char* json);
void parlor_js_publish(const char* key, const char* json);
void parlor_js_frame_time(double update_ms, double draw_ms, double submit_ms);
void parlor_js_text_fields(const char* json);
void parlor_js_open_text(int field);
}
#endif

namespace {
void (*text_edited_handler)(int, const char*) = nullptr;
}  // namespace

// Exported to the page (-sEXPORTED_FUNCTIONS in cmake/app.cmake): the shim calls it when its
// overlay <input> is done.
extern "C" {
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void parlor_text_edited(int field, const char* text) {
  if (text_edited_handler) text_edited_handler(field, text);
}
}

namespace parlor::web {

void notify_first_frame() {
#ifdef __EMSCRIPTEN__
  parlor_js_first_frame();
#endif
}

void report_error(const char* message) {
  std::fprintf(stderr, "Parlor: %s\n", message);
#ifdef __EMSCRIPTEN__
  parlor_js_error(message);
#endif
}

void publish_items(const char* json) {
#ifdef __EMSCRIPTEN__
  parlor_js_publish_items(json);
#else
  (void)json;
#endif
}

void frame_time(double update_ms, double draw_ms, double submit_ms) {
#ifdef __EMSCRIPTEN__
  parlor_js_frame_time(update_ms, draw_ms, submit_ms);
#else
  (void)update_ms, (void)draw_ms, (void)submit_ms;
#endif
}

void publish(const char* key, const char* json) {
#ifdef __EMSCRIPTEN__
  parlor_js_publish(key, json);
#else
  (void)key;
  (void)json;
#endif
}

void publish_text_fields(const char* json) {
#ifdef __EMSCRIPTEN__
  parlor_js_text_fields(json);
#else
  (void)json;
#endif
}

void open_text_field(int field) {
#ifdef __EMSCRIPTEN__
  parlor_js_open_text(field);
#else
  (void)field;
#endif
}

void on_text_edited(void (*handler)(int field, const char* text)) { text_edited_handler = handler; }

}  // namespace parlor::web
