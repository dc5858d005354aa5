// In-memory storage whose failures tests switch on: full, unavailable, reads failing.
#pragma once

#include <map>
#include <string>

#include "app/platform/storage.h"

namespace parlor::testing {

class FakeStorage final : public platform::Storage {
 public:
  platform::StorageStatus write_status = platform::StorageStatus::Ok;  // Full / Unavailable: every set fails so
  platform::StorageStatus read_status = platform::StorageStatus::Ok;   // Unavailable: every get fails so
  size_t quota = SIZE_MAX;  // total bytes of values; a set beyond it reports Full
  std::map<std::string, std::string> data;
  int sets = 0;

  platform::StorageStatus get(std::string_view key, std::string& value) override {
    value.clear();
    if (read_status != platform::StorageStatus::Ok) return read_status;
    auto it = data.find(std::string(key));
    if (it == data.end()) return platform::StorageStatus::Missing;
    value = it->second;
    return platform::StorageStatus::Ok;
  }
  platform::StorageStatus set(std::string_view key, std::string_view value) override {
    ++sets;
    if (write_status != platform::StorageStatus::Ok) return write_status;
    size_t used = 0;
    for (const auto& [k, v] : data)
      if (k != key) used += v.size();
    if (used + value.size() > quota) return platform::StorageStatus::Full;
    data[std::string(key)] = std::string(value);
    return platform::StorageStatus::Ok;
  }
  platform::StorageStatus remove(std::string_view key) override {
    if (write_status == platform::StorageStatus::Unavailable) return write_status;
    return data.erase(std::string(key)) ? platform::StorageStatus::Ok : platform::StorageStatus::Missing;
  }
  std::vector<std::string> keys(std::string_view start) override {
    std::vector<std::string> out;
    for (const auto& [k, v] : data)
      if (k.compare(0, start.size(), start) == 0) out.push_back(k);
    return out;
  }
};

}  // namespace parlor::testing
