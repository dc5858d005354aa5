#include "app/ui/text_field.h"

#include <SDL.h>

#include <algorithm>
#include <string>

#include "app/ui/palette.h"
#include "app/ui/text_entry.h"

namespace parlor::ui {

using render::Face;

void text_field(Widgets& w, std::string_view id, int field, render::Rect box, std::string_view text,
                std::size_t max_chars) {
  TextEntry& entry = TextEntry::get();
  const render::Rect shown = w.shown(box);
  // Its label is what it holds, so an empty one still says what it is.
  if (w.press(id, box, text.empty() ? std::string_view("Empty text field") : text)) entry.open(field, text, max_chars);
  if (shown.w > 0 && shown.h > 0) entry.add_field(field, shown, w.css_dpr(), text, max_chars);

  const float s = w.dpr(), radius = std::min(box.h * 0.5f, 8 * s);
  const bool typing = entry.typing_into(field);
  w.batch().rect(box, radius, kCardFace);
  w.batch().ring(box, radius, (typing ? 2.0f : 1.0f) * s, typing ? kGold : kCardEdge);
  if (w.hover(id)) w.batch().rect(box, radius, render::Color::hex(0x000000, 12));
  const float px = std::min(box.h * 0.42f, 17 * s), pad = 10 * s;
  const float ty = box.y + (box.h - w.text().line_height(Face::Regular, px)) * 0.5f;
  std::string_view shown_text = typing ? std::string_view(entry.buffer()) : text;
  float tw = w.text().draw_fit(w.batch(), shown_text, Face::Regular, px, box.w - 2 * pad, box.x + pad, ty, kInk);
  // A blinking caret after the typed text (desktop only; on the web the browser draws one).
  if (typing && (SDL_GetTicks() / 530) % 2 == 0)
    w.batch().rect(
        {box.x + pad + std::min(tw, box.w - 2 * pad) + 1 * s, box.y + box.h * 0.22f, 1.5f * s, box.h * 0.56f}, 0, kInk);
}

}  // namespace parlor::ui
