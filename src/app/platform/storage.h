// Key-value storage the app keeps its saved game, settings and stats in: the browser's
// localStorage on the web (through web/shim.js), files in a folder on the desktop and in tests.
// Plain C++, no SDL: the session layer and its native tests use it directly.
//
// Every key is stored under a prefix ("parlor:v1:" by default) so several sites served from
// one origin (GitHub Pages projects share user.github.io) keep out of each other's data.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace parlor::platform {

inline constexpr std::string_view kDefaultStoragePrefix = "parlor:v1:";

enum class StorageStatus {
  Ok,
  Missing,      // get/remove: no such key
  Unavailable,  // storage is switched off or refuses access (private mode, blocked cookies, read-only folder)
  Full,         // the quota or the disk is full
};

constexpr const char* storage_status_name(StorageStatus s) {
  switch (s) {
    case StorageStatus::Ok: return "ok";
    case StorageStatus::Missing: return "missing";
    case StorageStatus::Unavailable: return "unavailable";
    case StorageStatus::Full: return "full";
  }
  return "unavailable";
}

class Storage {
 public:
  virtual ~Storage() = default;
  // Keys are given without the prefix; implementations add it.
  virtual StorageStatus get(std::string_view key, std::string& value) = 0;
  virtual StorageStatus set(std::string_view key, std::string_view value) = 0;
  virtual StorageStatus remove(std::string_view key) = 0;
  // Keys (without the prefix) that start with `start`, sorted; empty when storage is unavailable.
  virtual std::vector<std::string> keys(std::string_view start) = 0;
};

}  // namespace parlor::platform
