#include "app/platform/web_links.h"

#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

extern "C" {
char* parlor_js_take_fragment();
void parlor_js_watch_fragment();
void parlor_js_share(const char* fragment, const char* title);
}
#endif

namespace {
void (*arrived_handler)(const char*) = nullptr;
void (*share_handler)(parlor::web::ShareResult) = nullptr;
}  // namespace

// Exported to the page (-sEXPORTED_FUNCTIONS in cmake/app.cmake).
extern "C" {
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void parlor_link_arrived(const char* fragment) {
  if (arrived_handler) arrived_handler(fragment);
}
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void parlor_share_done(int result) {
  if (share_handler && result >= 0 && result <= 3) share_handler(static_cast<parlor::web::ShareResult>(result));
}
}

namespace parlor::web {

std::string take_link_fragment() {
#ifdef __EMSCRIPTEN__
  char* p = parlor_js_take_fragment();
  if (!p) return {};
  std::string s(p);
  std::free(p);
  return s;
#else
  return {};
#endif
}

void on_link_arrived(void (*handler)(const char*)) {
  arrived_handler = handler;
#ifdef __EMSCRIPTEN__
  parlor_js_watch_fragment();
#endif
}

void share_link(const std::string& fragment, const std::string& title, void (*done)(ShareResult)) {
  share_handler = done;
#ifdef __EMSCRIPTEN__
  parlor_js_share(fragment.c_str(), title.c_str());
#else
  (void)fragment;
  (void)title;
  if (done) done(ShareResult::Failed);
#endif
}

}  // namespace parlor::web
