#pragma once
#include <cstdint>

namespace parlor::render {

// Straight-alpha RGBA, packed as the vertex attribute reads it (bytes r, g, b, a in memory).
struct Color {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  static constexpr Color hex(std::uint32_t rgb, std::uint8_t alpha = 255) {
    return {std::uint8_t(rgb >> 16), std::uint8_t(rgb >> 8), std::uint8_t(rgb), alpha};
  }
  constexpr Color with_alpha(std::uint8_t alpha) const { return {r, g, b, alpha}; }
};

}  // namespace parlor::render
