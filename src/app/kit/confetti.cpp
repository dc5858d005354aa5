#include "app/kit/confetti.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Color;

namespace {

constexpr int kPieces = 140;
constexpr float kPi = 3.14159265f;
constexpr Color kColours[] = {Color::hex(0xe2b64c), Color::hex(0xcc2936), Color::hex(0x2fa35f),
                              Color::hex(0x2f7de1), Color::hex(0xf4ead3), Color::hex(0xe0782a)};

// The same piece falls the same way in every frame: its path comes from its number, not from
// state kept between frames (drawing stays const).
float unit(std::uint32_t piece, std::uint32_t which) {
  std::uint32_t h = piece * 0x9e3779b9u ^ (which + 1) * 0x85ebca6bu;
  h ^= h >> 15, h *= 0x2c1b3c6du, h ^= h >> 12, h *= 0x297a2d39u, h ^= h >> 15;
  return static_cast<float>(h & 0xffffff) / static_cast<float>(0x1000000);
}

}  // namespace

int draw_confetti(render::Batch& b, float seconds, float width, float height, float dpr, render::Rect panel) {
  if (seconds < 0 || seconds >= kConfettiSeconds) return 0;
  // The last second fades everything out rather than cutting it off.
  const float fade = std::clamp((kConfettiSeconds - seconds) / 1.0f, 0.0f, 1.0f);
  int drawn = 0;
  for (std::uint32_t i = 0; i < kPieces; ++i) {
    const float delay = unit(i, 0) * 1.2f, t = seconds - delay;
    if (t < 0) continue;
    const float fall = (0.3f + 0.25f * unit(i, 1)) * height;  // per second
    const float x0 = unit(i, 2) * width, sway = (8 + 14 * unit(i, 3)) * dpr;
    const float x = x0 + sway * std::sin(t * (2.0f + 2.0f * unit(i, 4)) + unit(i, 5) * 2 * kPi);
    const float y = -12 * dpr + fall * t;
    if (y > height + 12 * dpr || panel.contains(x, y)) continue;
    const float w = (7 + 5 * unit(i, 6)) * dpr, h = (4 + 2 * unit(i, 7)) * dpr;
    // Tumbling: the piece turns in the plane and shows its edge now and then.
    const float spin = t * (3 + 4 * unit(i, 8)) + unit(i, 9) * 2 * kPi;
    const float shown = std::max(0.25f, std::fabs(std::cos(t * (4 + 3 * unit(i, 10)))));
    const Color c = kColours[i % std::size(kColours)];
    b.push(render::Affine::rotate_about(x, y, spin));
    b.rect({x - w * shown * 0.5f, y - h * 0.5f, w * shown, h}, std::min(w * shown, h) * 0.3f,
           c.with_alpha(static_cast<std::uint8_t>(230 * fade)));
    b.pop();
    ++drawn;
  }
  return drawn;
}

}  // namespace parlor::scenes
