// Storage in the browser's localStorage, through the JS shim (web/shim.js). Web build only.
#pragma once

#ifdef __EMSCRIPTEN__

#include <functional>
#include <string>

#include "app/platform/storage.h"

namespace parlor::platform {

class WebStorage final : public Storage {
 public:
  explicit WebStorage(std::string prefix = std::string(kDefaultStoragePrefix)) : prefix_(std::move(prefix)) {}

  StorageStatus get(std::string_view key, std::string& value) override;
  StorageStatus set(std::string_view key, std::string_view value) override;
  StorageStatus remove(std::string_view key) override;
  std::vector<std::string> keys(std::string_view start) override;

 private:
  std::string prefix_;
};

// Runs `save` when the page is hidden (tab switched, phone locked) or unloaded: the last
// chance to save before a mobile browser discards the tab. Replaces any earlier callback.
void on_page_hide(std::function<void()> save);

// Whether this tab was showing a table when its page last unloaded (sessionStorage: a reload
// keeps it, a closed tab or a new one does not), and setting it as the page hides.
bool was_at_table();
void mark_at_table(bool at_table);

}  // namespace parlor::platform

#endif  // __EMSCRIPTEN__
