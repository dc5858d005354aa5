#include "app/platform/web_bridge.h"

#include <cstdio>

#ifdef __EMSCRIPTEN__
extern "C" {
void parlor_js_first_frame();
void parlor_js_error(const char* message);
void parlor_js_publish_items(const char* json);
void parlor_js_publish(const char* key, const char* json);
}
#endif

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

void publish(const char* key, const char* json) {
#ifdef __EMSCRIPTEN__
  parlor_js_publish(key, json);
#else
  (void)key;
  (void)json;
#endif
}

}  // namespace parlor::web
