#pragma once
// Panels drawn over a scene: a dimmed screen that swallows clicks with a centred panel on it,
// and wrapped paragraphs inside one.
#include <string_view>

#include "app/render/text.h"
#include "app/screen/scene.h"

namespace parlor::scenes {

// Sizes in CSS pixels, clamped to the screen; returns the panel in device pixels.
render::Rect modal_panel(Frame& f, float css_w, float css_h);
// The same panel at `panel` (device px), with `clear` (what the question is about) open to taps;
// the whole screen is dimmed alike.
void modal_panel_beside(Frame& f, render::Rect panel, render::Rect clear);
// Draws `text` wrapped to `width` (device px) from y, centred on x; returns the y below it.
float draw_paragraph(Frame& f, std::string_view text, render::Face face, float px, float x, float y, float width,
                     render::Color color);
// Draws `text` wrapped to `box`'s width, its lines centred in the box both ways; false (drawing
// nothing) when they do not fit its height.
bool draw_paragraph_in(Frame& f, std::string_view text, render::Face face, float px, render::Rect box,
                       render::Color color);
// The height (device px) draw_paragraph would take for `text`, drawing nothing.
float paragraph_height(Frame& f, std::string_view text, render::Face face, float px, float width);

}  // namespace parlor::scenes
