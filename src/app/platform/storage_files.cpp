#include "app/platform/storage_files.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <system_error>

namespace parlor::platform {
namespace {

namespace fs = std::filesystem;

// File names keep letters, digits, '.', '_' and '-'; anything else (the ':' of the prefix,
// a '/' that would open a folder) becomes %XX, so any key maps to one plain file and back.
std::string escape(std::string_view key) {
  static const char* kHex = "0123456789ABCDEF";
  std::string out;
  for (char ch : key) {
    unsigned char c = static_cast<unsigned char>(ch);
    bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
                 (c == '.' && !out.empty());
    if (plain) {
      out += ch;
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool unescape(const std::string& name, std::string& key) {
  key.clear();
  for (size_t i = 0; i < name.size(); ++i) {
    if (name[i] != '%') {
      key += name[i];
      continue;
    }
    if (i + 2 >= name.size()) return false;
    int hi = hex_value(name[i + 1]), lo = hex_value(name[i + 2]);
    if (hi < 0 || lo < 0) return false;
    key += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return true;
}

StorageStatus from_errno(int e) {
#ifdef EDQUOT
  if (e == EDQUOT) return StorageStatus::Full;
#endif
  return e == ENOSPC ? StorageStatus::Full : StorageStatus::Unavailable;
}

}  // namespace

FileStorage::FileStorage(fs::path folder, std::string prefix)
    : folder_(std::move(folder)), prefix_(std::move(prefix)) {}

fs::path FileStorage::file_for(std::string_view key) const { return folder_ / escape(prefix_ + std::string(key)); }

StorageStatus FileStorage::get(std::string_view key, std::string& value) {
  value.clear();
  if (folder_.empty()) return StorageStatus::Unavailable;
  errno = 0;
  std::FILE* f = std::fopen(file_for(key).c_str(), "rb");
  if (!f) return errno == ENOENT ? StorageStatus::Missing : StorageStatus::Unavailable;
  char buf[8192];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) value.append(buf, n);
  bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) {
    value.clear();
    return StorageStatus::Unavailable;
  }
  return StorageStatus::Ok;
}

StorageStatus FileStorage::set(std::string_view key, std::string_view value) {
  if (folder_.empty()) return StorageStatus::Unavailable;
  std::error_code ec;
  fs::create_directories(folder_, ec);
  if (ec) return from_errno(ec.value());
  // Written beside the target and renamed over it: a crash mid-write leaves the old value whole.
  const fs::path target = file_for(key);
  fs::path temp = target;
  temp += "~partial";  // escape() never yields '~', so no key's file can clash with it
  errno = 0;
  std::FILE* f = std::fopen(temp.c_str(), "wb");
  if (!f) return from_errno(errno);
  errno = 0;
  bool ok = std::fwrite(value.data(), 1, value.size(), f) == value.size();
  ok = std::fflush(f) == 0 && ok;
  int write_errno = errno;
  ok = std::fclose(f) == 0 && ok;
  if (!write_errno) write_errno = errno;
  if (!ok) {
    fs::remove(temp, ec);
    return from_errno(write_errno);
  }
  fs::rename(temp, target, ec);
  if (ec) {
    int e = ec.value();
    fs::remove(temp, ec);
    return from_errno(e);
  }
  return StorageStatus::Ok;
}

StorageStatus FileStorage::remove(std::string_view key) {
  if (folder_.empty()) return StorageStatus::Unavailable;
  std::error_code ec;
  bool removed = fs::remove(file_for(key), ec);
  if (ec) return StorageStatus::Unavailable;
  return removed ? StorageStatus::Ok : StorageStatus::Missing;
}

std::vector<std::string> FileStorage::keys(std::string_view start) {
  std::vector<std::string> out;
  std::error_code ec;
  if (folder_.empty() || !fs::is_directory(folder_, ec)) return out;
  const std::string want = prefix_ + std::string(start);
  for (fs::directory_iterator it(folder_, ec), end; !ec && it != end; it.increment(ec)) {
    std::string key;
    const std::string name = it->path().filename().string();
    if (!it->is_regular_file(ec) || name.find('~') != std::string::npos || !unescape(name, key)) continue;
    if (key.size() >= want.size() && key.compare(0, want.size(), want) == 0) out.push_back(key.substr(prefix_.size()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

fs::path default_data_folder() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) return fs::path(xdg) / "parlor";
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".local" / "share" / "parlor";
  return {};
}

}  // namespace parlor::platform
