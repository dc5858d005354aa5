// What every fuzz target shares: a property check that aborts (libFuzzer then keeps the input
// as a crash), since "no crash" alone would let a decoder that drops or changes data pass.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace parlor::fuzz {

[[noreturn]] inline void broken(std::string_view what, std::string_view detail = {}) {
  std::fprintf(stderr, "fuzz property broken: %.*s\n%.*s\n", static_cast<int>(what.size()), what.data(),
               static_cast<int>(detail.size()), detail.data());
  std::abort();
}

inline void require(bool ok, std::string_view what, std::string_view detail = {}) {
  if (!ok) broken(what, detail);
}

inline std::string_view as_text(const uint8_t* data, size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace parlor::fuzz

namespace parlor::fuzz {

// For readers of versioned text that are lenient per field (settings, stats): what reads must
// write text that reads back without problems and writes the same text.
template <class Read, class Write>
void require_text_round_trip(std::string_view input, Read read, Write write, std::string_view what) {
  auto first = read(input);
  if (!first) return;
  const std::string text = write(first->value);
  auto again = read(text);
  if (!again) broken(std::string(what) + ": what was written does not read back", again.error());
  require(again->problems.empty(), std::string(what) + ": what was written reads back with problems", text);
  require(write(again->value) == text, std::string(what) + ": reading back changed the text", text);
}

}  // namespace parlor::fuzz
