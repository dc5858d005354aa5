#include "app/platform/asset_text.h"

#include <fstream>
#include <map>
#include <sstream>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

extern "C" {
void parlor_js_fetch_text(int ticket, const char* path, int max_bytes);
}
#endif

namespace {

#ifdef PARLOR_ASSETS_DIR
std::string asset_folder = PARLOR_ASSETS_DIR;
#else
std::string asset_folder = "assets";
#endif

// The fetches under way, by the ticket the page answers with.
std::map<int, std::function<void(std::optional<std::string>)>>& pending() {
  static std::map<int, std::function<void(std::optional<std::string>)>> calls;
  return calls;
}

void answer(int ticket, std::optional<std::string> text) {
  auto it = pending().find(ticket);
  if (it == pending().end()) return;
  auto done = std::move(it->second);
  pending().erase(it);
  if (text && text->size() > parlor::platform::kMaxAssetText) text.reset();
  done(std::move(text));
}

}  // namespace

// Exported to the page (-sEXPORTED_FUNCTIONS in cmake/app.cmake): the shim hands over the bytes it
// fetched (in memory it took with _malloc, freed by the page after this returns), or a null
// pointer when the fetch failed.
extern "C" {
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void parlor_text_fetched(int ticket, const char* bytes, int size) {
  if (!bytes || size < 0)
    answer(ticket, std::nullopt);
  else
    answer(ticket, std::string(bytes, static_cast<std::size_t>(size)));
}
}

namespace parlor::platform {

void set_asset_folder(std::string folder) { asset_folder = std::move(folder); }

void fetch_asset_text(const std::string& path, std::function<void(std::optional<std::string>)> done) {
  static int next_ticket = 0;
  const int ticket = ++next_ticket;
  pending()[ticket] = std::move(done);
#ifdef __EMSCRIPTEN__
  parlor_js_fetch_text(ticket, path.c_str(), static_cast<int>(kMaxAssetText));
#else
  std::ifstream in(asset_folder + "/" + path, std::ios::binary);
  if (!in) return answer(ticket, std::nullopt);
  std::ostringstream text;
  text << in.rdbuf();
  answer(ticket, text.str());
#endif
}

}  // namespace parlor::platform
