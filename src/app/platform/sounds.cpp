#include "app/platform/sounds.h"

#ifdef __EMSCRIPTEN__
extern "C" void parlor_js_sound(int kind);
#endif

namespace parlor::web {

void play_sound(Sound s) {
#ifdef __EMSCRIPTEN__
  parlor_js_sound(static_cast<int>(s));
#else
  (void)s;
#endif
}

}  // namespace parlor::web
