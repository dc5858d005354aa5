// Storage in a folder, one file a key: the desktop app and the native tests.
#pragma once

#include <filesystem>
#include <string>

#include "app/platform/storage.h"

namespace parlor::platform {

class FileStorage final : public Storage {
 public:
  // The folder is created on the first write.
  explicit FileStorage(std::filesystem::path folder, std::string prefix = std::string(kDefaultStoragePrefix));

  StorageStatus get(std::string_view key, std::string& value) override;
  StorageStatus set(std::string_view key, std::string_view value) override;
  StorageStatus remove(std::string_view key) override;
  std::vector<std::string> keys(std::string_view start) override;

  const std::filesystem::path& folder() const { return folder_; }

 private:
  std::filesystem::path file_for(std::string_view key) const;

  std::filesystem::path folder_;
  std::string prefix_;
};

// $XDG_DATA_HOME/parlor, else ~/.local/share/parlor; empty when neither can be found.
std::filesystem::path default_data_folder();

}  // namespace parlor::platform
