#pragma once
// Files from shaders/ and assets/ compiled into the program (see cmake/embed.cmake).
#include <cstddef>
#include <string_view>

namespace parlor::embedded {
struct Blob {
  const unsigned char* data;
  std::size_t size;
  std::string_view text() const { return {reinterpret_cast<const char*>(data), size}; }
};
Blob find(const char* name);  // {nullptr, 0} when the file was not embedded
}  // namespace parlor::embedded
