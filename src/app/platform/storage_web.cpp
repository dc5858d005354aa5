// The desktop build compiles every file under src/app, so this one is empty there.
#ifdef __EMSCRIPTEN__

#include "app/platform/storage_web.h"

#include <algorithm>
#include <cstdlib>

#include "engine/json_util.h"

extern "C" {
// Status codes: 0 ok, 1 missing, 2 unavailable, 3 full (see web/shim.js).
int parlor_js_storage_get(const char* key, char** value);
int parlor_js_storage_set(const char* key, const char* value);
int parlor_js_storage_remove(const char* key);
char* parlor_js_storage_keys(const char* start);
void parlor_js_storage_on_hide(void (*callback)());
int parlor_js_tab_at_table();
void parlor_js_tab_mark_at_table(int at_table);
}

namespace parlor::platform {
namespace {

StorageStatus from_code(int code) {
  switch (code) {
    case 0: return StorageStatus::Ok;
    case 1: return StorageStatus::Missing;
    case 3: return StorageStatus::Full;
    default: return StorageStatus::Unavailable;
  }
}

std::function<void()>& hide_callback() {
  static std::function<void()> f;
  return f;
}

void page_hidden() {
  if (hide_callback()) hide_callback()();
}

}  // namespace

StorageStatus WebStorage::get(std::string_view key, std::string& value) {
  value.clear();
  char* text = nullptr;
  const std::string full = prefix_ + std::string(key);
  StorageStatus s = from_code(parlor_js_storage_get(full.c_str(), &text));
  if (text) {
    if (s == StorageStatus::Ok) value = text;
    std::free(text);
  }
  return s;
}

StorageStatus WebStorage::set(std::string_view key, std::string_view value) {
  const std::string full = prefix_ + std::string(key);
  const std::string v(value);  // C strings for the shim; our values are JSON, which has no NUL
  return from_code(parlor_js_storage_set(full.c_str(), v.c_str()));
}

StorageStatus WebStorage::remove(std::string_view key) {
  const std::string full = prefix_ + std::string(key);
  return from_code(parlor_js_storage_remove(full.c_str()));
}

std::vector<std::string> WebStorage::keys(std::string_view start) {
  std::vector<std::string> out;
  const std::string full = prefix_ + std::string(start);
  char* text = parlor_js_storage_keys(full.c_str());
  if (!text) return out;
  auto list = parse_json(text);
  std::free(text);
  if (!list || !list->is_array()) return out;
  for (const auto& k : *list)
    if (k.is_string() && k.get_ref<const std::string&>().size() >= prefix_.size())
      out.push_back(k.get_ref<const std::string&>().substr(prefix_.size()));
  std::sort(out.begin(), out.end());
  return out;
}

void on_page_hide(std::function<void()> save) {
  static bool registered = false;
  hide_callback() = std::move(save);
  if (!registered) {
    registered = true;
    parlor_js_storage_on_hide(&page_hidden);
  }
}

bool was_at_table() { return parlor_js_tab_at_table() != 0; }

void mark_at_table(bool at_table) { parlor_js_tab_mark_at_table(at_table ? 1 : 0); }

}  // namespace parlor::platform

#endif  // __EMSCRIPTEN__
