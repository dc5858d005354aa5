#pragma once
// The winner's celebration on the results: a few seconds of confetti falling past the panel.
#include "app/render/batch.h"

namespace parlor::scenes {

inline constexpr float kConfettiSeconds = 4.0f;

// `seconds` since the results opened; pieces that fall across `panel` pass behind it, so no word
// of the results is covered. Sizes in device px, `dpr` device px per CSS px. Returns how many
// pieces were drawn (none once it is over).
int draw_confetti(render::Batch& b, float seconds, float width, float height, float dpr, render::Rect panel);

}  // namespace parlor::scenes
