// The desktop's storage: one file a key in a folder.
#include "app/platform/storage_files.h"

#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

using namespace parlor::platform;
namespace fs = std::filesystem;

namespace {

fs::path fresh_folder(const char* name) {
  fs::path p = fs::temp_directory_path() / ("parlor-test-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(p);
  return p;
}

}  // namespace

TEST_CASE("FileStorage: set, get, remove and list keys under the prefix, one plain file a key") {
  const fs::path folder = fresh_folder("files");
  FileStorage s(folder);
  std::string v;
  CHECK(s.get("game", v) == StorageStatus::Missing);
  CHECK(s.set("game", "{\"a\":1}") == StorageStatus::Ok);
  CHECK(s.set("quarantine:game:20261122T101530Z", "raw") == StorageStatus::Ok);
  CHECK(s.set("../escape/attempt", "x") == StorageStatus::Ok);
  CHECK(s.get("game", v) == StorageStatus::Ok);
  CHECK(v == "{\"a\":1}");
  CHECK(s.set("game", std::string("binary\0and\xff", 11)) == StorageStatus::Ok);
  CHECK(s.get("game", v) == StorageStatus::Ok);
  CHECK(v == std::string("binary\0and\xff", 11));
  CHECK(s.keys("quarantine:") == std::vector<std::string>{"quarantine:game:20261122T101530Z"});
  CHECK(s.keys("").size() == 3);
  int files = 0;
  for (const auto& e : fs::directory_iterator(folder)) {
    CHECK(e.is_regular_file());
    ++files;
  }
  CHECK(files == 3);  // nothing escaped the folder, no temporary file left behind
  CHECK(s.remove("game") == StorageStatus::Ok);
  CHECK(s.remove("game") == StorageStatus::Missing);
  CHECK(s.get("game", v) == StorageStatus::Missing);
  // Another prefix in the same folder sees nothing of ours.
  FileStorage other(folder, "other:");
  CHECK(other.keys("").empty());
  fs::remove_all(folder);
}

TEST_CASE("FileStorage: a folder that cannot be made reports storage unavailable") {
  const fs::path base = fresh_folder("blocked");
  fs::create_directories(base);
  std::ofstream(base / "file") << "x";
  FileStorage s(base / "file" / "inside");  // a folder under a plain file cannot exist
  std::string v;
  CHECK(s.set("game", "x") == StorageStatus::Unavailable);
  CHECK(s.get("game", v) != StorageStatus::Ok);
  CHECK(s.keys("").empty());
  FileStorage none{fs::path{}};
  CHECK(none.set("game", "x") == StorageStatus::Unavailable);
  fs::remove_all(base);
}
