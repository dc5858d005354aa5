#include "app/kit/seat_sheet.h"

#include <algorithm>

#include "app/screen/modal.h"
#include "app/ui/palette.h"
#include "engine/enum_names.h"
#include "engine/sentence.h"
#include "games/meld_words.h"

namespace parlor::scenes {

using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr float kPad = 14, kGap = 3, kMeldGap = 12, kMostPiece = 44, kLeastPiece = 24;

// The melds' rows at piece width `w` (layout px) in a width `room`: each meld whole in a row,
// its pieces side by side and apart (no face covers another), the next meld where it fits.
// Returns each meld's left top, and the rows' height.
float flow(const std::vector<Meld>& melds, float w, float h, float room, std::vector<render::Point>* at) {
  float x = 0, y = 0;
  for (const Meld& m : melds) {
    const float mw = static_cast<float>(m.cards.size()) * (w + kGap) - kGap;
    if (x > 0 && x + mw > room) x = 0, y += h + kGap * 2;
    if (at) at->push_back({x, y});
    x += mw + kMeldGap;
  }
  return melds.empty() ? 0 : y + h;
}

std::string melds_said(const std::vector<Meld>& melds) {
  MeldList list;
  for (const Meld& m : melds) list.add(m.kind, m.cards);
  return melds_words(list);
}

}  // namespace

std::string seat_sheet_words(const SeatSheet& sheet) {
  const Opponent& o = sheet.seat;
  std::string words = o.name + (o.tag.empty() ? "" : " (" + o.tag + ")") + ": " + o.line + ".";
  if (!sheet.note.empty()) words += " " + sheet.note;
  if (!o.laid_word.empty())
    words += sheet.melds.empty()
                 ? " " + say("No {melds} laid yet.", {{"melds", o.laid_word + "s"}})
                 : " " + say("{count} laid: {melds}.",
                             {{"count", plural(static_cast<int>(sheet.melds.size()), o.laid_word.c_str())},
                              {"melds", melds_said(sheet.melds)}});
  return words;
}

void draw_seat_sheet(Frame& f, const SeatSheet& sheet) {
  const float s = f.dpr, css_w = f.css_width(), css_h = f.css_height();
  const Opponent& o = sheet.seat;
  // Outside the panel: a tap there closes it (and does nothing else). The table stays in sight.
  f.ui.clickable("modal", {0, 0, static_cast<float>(f.width), static_cast<float>(f.height)}, "Outside the panel", true);
  f.batch.rect({0, 0, static_cast<float>(f.width), static_cast<float>(f.height)}, 0, Color::hex(0x000000, 90));
  const float w = std::min(css_w - 16, 440.0f), inner = w - 2 * kPad;
  const std::string line = o.line, note = sheet.note;
  const float title_h = 24, line_h = paragraph_height(f, line, Face::Regular, 14 * s, inner * s) / s;
  const float note_h = note.empty() ? 0 : paragraph_height(f, note, Face::Regular, 13 * s, inner * s) / s + 4;
  std::string empty;
  if (sheet.melds.empty() && !o.laid_word.empty()) empty = say("No {melds} laid yet.", {{"melds", o.laid_word + "s"}});
  const float empty_h = empty.empty() ? 0 : 20;
  const float head = kPad + title_h + line_h + note_h + 8, foot = 10 + 44 + kPad;
  // The largest pieces whose rows fit the screen, down to kLeastPiece (then the rows run on).
  const float most_h = css_h - 16 - head - foot - empty_h;
  float pw = kMostPiece;
  while (pw > kLeastPiece && flow(sheet.melds, pw, pw * sheet.aspect, inner, nullptr) > most_h) pw -= 2;
  const float ph = pw * sheet.aspect, melds_h = flow(sheet.melds, pw, ph, inner, nullptr);
  const float h = std::min(css_h - 16, head + melds_h + empty_h + foot);
  const Rect p{(static_cast<float>(f.width) - w * s) * 0.5f, (static_cast<float>(f.height) - h * s) * 0.5f, w * s,
               h * s};
  f.batch.shadow(p, 14 * s, 18 * s, ui::kShadow);
  f.batch.rect(p, 14 * s, Color::hex(0x173f2a));
  f.batch.ring(p, 14 * s, 1.5f * s, ui::kGold.with_alpha(160));
  f.ui.clickable("seat-sheet", p, seat_sheet_words(sheet), false);
  const float x = p.x + kPad * s;
  float y = p.y + kPad * s;
  // A name may be cut (its whole text is in the panel's label); what it holds and its points never are.
  f.text.draw_fit(f.batch, o.name + (o.tag.empty() ? "" : " (" + o.tag + ")"), Face::Bold, 17 * s, inner * s, x, y,
                  ui::kCream);
  y += title_h * s;
  y = draw_paragraph(f, line, Face::Regular, 14 * s, p.x + p.w * 0.5f, y, inner * s, ui::kGold);
  if (!note.empty())
    y = draw_paragraph(f, note, Face::Regular, 13 * s, p.x + p.w * 0.5f, y + 4 * s, inner * s, ui::kCream);
  // The melds from where the panel's height counted them, so each row it made room for is drawn.
  y = std::max(y + 8 * s, p.y + head * s);
  if (!empty.empty()) {
    f.text.draw(f.batch, empty, Face::Regular, 13 * s, p.x + p.w * 0.5f, y, ui::kCream.with_alpha(200),
                render::Align::Center);
    y += empty_h * s;
  }
  std::vector<render::Point> at;
  flow(sheet.melds, pw, ph, inner, &at);
  for (size_t i = 0; i < sheet.melds.size(); ++i) {
    const Meld& m = sheet.melds[i];
    const float mx = x + at[i].x * s, my = y + at[i].y * s;
    if (my + ph * s > p.y + p.h - (foot - 8) * s) break;  // a screen too short: the label says every meld
    f.batch.rect(
        {mx - 4 * s, my - 3 * s, (static_cast<float>(m.cards.size()) * (pw + kGap) - kGap + 8) * s, (ph + 6) * s},
        6 * s, ui::kPanel);
    for (size_t k = 0; k < m.cards.size(); ++k)
      sheet.piece({mx + static_cast<float>(k) * (pw + kGap) * s, my, pw * s, ph * s}, m.cards[k]);
  }
  const float bw = std::min(p.w - 2 * kPad * s, 200 * s), bh = 44 * s;
  f.ui.button("seat-sheet-close", {p.x + (p.w - bw) * 0.5f, p.y + p.h - bh - kPad * s, bw, bh}, "Close",
              ui::ButtonKind::Secondary);
}

}  // namespace parlor::scenes
