#pragma once
// Texts that ship beside the app rather than inside it (the rules screens'), so the first load
// does not carry them: the page fetches them from beside itself (web/shim.js), the desktop and the
// native tests read them from the assets folder.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace parlor::platform {

// A text larger than this is refused: the ones we ship are a few KB, and a page answering with
// something else (an error page, a wrong file) should not fill the memory.
inline constexpr std::size_t kMaxAssetText = 64 * 1024;

// The folder the desktop reads from (assets/ of the source tree by default); the tests set it.
void set_asset_folder(std::string folder);

// Asks for `path` (relative to the page: "rules/joker.txt"). `done` runs once, with the text or
// with nothing when it could not be had (offline, missing, too large). On the web it runs later,
// between frames; on the desktop before this returns.
void fetch_asset_text(const std::string& path, std::function<void(std::optional<std::string>)> done);

}  // namespace parlor::platform
