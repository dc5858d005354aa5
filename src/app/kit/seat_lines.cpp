#include "app/kit/seat_lines.h"

#include <algorithm>
#include <string_view>

#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Color;
using render::Face;
using render::Rect;

namespace {

// The parts of a seat's line: "4 cards", "241 pts".
std::vector<std::string> line_parts(const std::string& line) {
  std::vector<std::string> parts;
  for (size_t from = 0;;) {
    const size_t at = line.find(kDot, from);
    parts.push_back(line.substr(from, at == std::string::npos ? std::string::npos : at - from));
    if (at == std::string::npos) return parts;
    from = at + std::string_view(kDot).size();
  }
}

// A part of a seat's line for a width: whole, else without the words after its last number
// ("241 pts" as "241", "4 cards" as "4", "0 of 5 programs" as "0 of 5"; `bare` then says so),
// else "0/5": its numbers are never cut.
std::string fitted_part(render::Text& text, const std::string& part, float w, float px, bool& bare,
                        bool force_bare = false) {
  bare = false;
  if (!force_bare && text.measure(part, Face::Regular, px) <= w) return part;
  const size_t last = part.find_last_of("0123456789");
  if (last == std::string::npos) return part;
  bare = true;
  const std::string numbers = part.substr(0, last + 1);
  if (const size_t of = numbers.find(" of "); of != std::string::npos && text.measure(numbers, Face::Regular, px) > w)
    return numbers.substr(0, of) + "/" + numbers.substr(of + 4);
  return numbers;
}

// A seat's score (its line after the first part, the parts " · " apart) fitted to `w` as
// fitted_part() does, bare where the table's widest (the rest of `o.widest_line`) must be: a
// score keeps one form at a table ("153" beside "150 pts", or "96 pts" beside "177", was not).
std::string score_fitted(render::Text& text, const Opponent& o, const std::string& rest, float w, float px,
                         bool& bare) {
  bool must = o.bare_scores;
  if (!must && !o.widest_line.empty()) {
    const std::vector<std::string> parts = line_parts(o.widest_line);
    std::string widest;
    for (size_t i = 1; i < parts.size(); ++i) widest += (widest.empty() ? "" : " \u00B7 ") + parts[i];
    fitted_part(text, widest, w, px, must);
  }
  return fitted_part(text, rest, w, px, bare, must);
}

// A small card's outline before a bare count: the number counts cards (or tiles); three of them
// side by side, gold, where it counts melds laid (Opponent::counts_melds).
constexpr float kGlyphW = 8, kGlyphGap = 2;
// The least gap between the dealer's button and a number or a name beside it, so "150 pts" and
// its D never read as one word.
constexpr float kChipGap = 4;
}  // namespace

void draw_count_glyph(Frame& f, float x, float y, float lh, bool melds) {
  const float s = f.dpr;
  const Rect g{x, y + (lh - 13 * s) * 0.5f, kGlyphW * s, 13 * s};
  if (!melds) {
    f.batch.rect(g, 2 * s, ui::kCream.with_alpha(70));
    f.batch.ring(g, 2 * s, 1.2f * s, ui::kCream);
    return;
  }
  for (int k = 0; k < 3; ++k) {
    const Rect c{g.x + static_cast<float>(k) * 2 * s, g.y + 2 * s, 4 * s, 9 * s};
    f.batch.rect(c, 1 * s, ui::kPanel);
    f.batch.ring(c, 1 * s, 1 * s, ui::kGold);
  }
}

namespace {

// The parts of a narrow seat's line, as it draws them.
struct NarrowLine {
  std::vector<std::string> parts;
  std::string rest, whole, with_glyph;  // after the count; all of it; the count's number and the rest
  bool bare = false;                    // the count has a number to stand after a card's outline
};
NarrowLine narrow_line(render::Text& text, const std::string& line, float px) {
  NarrowLine n;
  n.parts = line_parts(line);
  for (size_t i = 1; i < n.parts.size(); ++i) n.rest += (n.rest.empty() ? "" : " \u00B7 ") + n.parts[i];
  n.whole = n.parts.size() > 1 ? n.parts[0] + " \u00B7 " + n.rest : n.parts[0];
  if (n.parts.size() > 1) n.with_glyph = fitted_part(text, n.parts[0], 0, px, n.bare) + " \u00B7 " + n.rest;
  return n;
}

}  // namespace

// The first `letters` characters of a name, whole (a letter may take several bytes).
std::string leading(const std::string& name, int letters) {
  size_t at = 0;
  for (int k = 0; k < letters && at < name.size(); ++k) {
    const auto lead = static_cast<unsigned char>(name[at]);
    at += lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
  }
  return name.substr(0, std::min(at, name.size()));
}

std::string initial(const std::string& name) { return name.empty() ? "?" : leading(name, 1); }

// The least of a name a seat shows: three letters and an ellipsis, or the whole name where it is
// as short ("C" for Chloé, "Ga…" for Gavin, blind tests).
namespace {
std::string least_name(const std::string& name) {
  return leading(name, 3) == name ? name : leading(name, 3) + "\u2026";
}
}  // namespace

std::string name_and_sign(Frame& f, const Opponent& o, float w, float px) {
  if (o.sign.empty()) return o.name;
  const std::string both = o.name + "  " + o.sign;
  return f.text.measure(both, Face::Bold, px) <= w ? both : o.name;
}

// The dealer's button: a "D" in a white disc `dd` px across at (x, y).
void draw_dealer_chip(Frame& f, float x, float y, float dd) {
  const float s = f.dpr;
  const Rect chip{x, y, dd, dd};
  f.batch.rect(chip, dd * 0.5f, ui::kCardFace);
  f.batch.ring(chip, dd * 0.5f, 1.2f * s, ui::kInk);
  f.text.draw_fit(f.batch, "D", Face::Bold, 13 * s, dd, chip.x + dd * 0.5f,
                  chip.y + (dd - f.text.line_height(Face::Bold, 13 * s)) * 0.5f, ui::kInk, render::Align::Center);
}

// The button in the avatar's place, its colour a rim round it, where no other place has room
// (draw_seat then draws no letter there): never smaller than its D's 13 px needs, and over no
// letter (a 22 px avatar's 13 px button drew "…" over the initial, Jok-R-Ummy's fullest table at
// 844x390).
void draw_dealer_on_avatar(Frame& f, Rect av) {
  const float c = std::max(av.w - 6 * f.dpr, 16 * f.dpr);
  draw_dealer_chip(f, av.x + (av.w - c) * 0.5f, av.y + (av.h - c) * 0.5f, c);
}

// Whether a narrow seat `b` (its avatar `d` across) shows its name over its whole line: where the
// name has room for a letter and the line fits under it, whole or with its count as an outline.
bool narrow_named(Frame& f, Rect b, const Opponent& o, float d, float pad) {
  const float s = f.dpr, px = 13 * s, w2 = b.w - 2 * pad;
  const NarrowLine n = narrow_line(f.text, o.line, px);
  if (n.parts.size() == 1) return true;
  // (The dealer's button goes on the avatar where it would take the name's letters.)
  const float name_w = b.w - 2 * pad - d - 8 * s;
  return name_w >= f.text.measure(least_name(o.name), Face::Bold, 14 * s) &&
         (f.text.measure(n.whole, Face::Regular, px) <= w2 ||
          (n.bare && (kGlyphW + kGlyphGap) * s + f.text.measure(n.with_glyph, Face::Regular, px) <= w2));
}

bool narrow_line_overruns(Frame& f, Rect b, const Opponent& o, float pad) {
  const NarrowLine n = narrow_line(f.text, o.line, 13 * f.dpr);
  return n.bare && f.text.measure(n.whole, Face::Regular, 13 * f.dpr) > b.w - 2 * pad;
}

// A narrow seat's two lines beside and under its avatar (`av`): where `named`, its name, and
// under it its whole line (or its count as a card's outline and a number, then the rest); else
// its count beside the avatar and its score under it. A count or a score is never left out.
// Returns whether the dealer's button goes in the avatar's place (no other place has room: the
// caller draws it there, draw_dealer_on_avatar); with `draw` false, only finds that.
bool draw_narrow_lines(Frame& f, Rect b, Rect av, const Opponent& o, float pad, bool named, bool draw) {
  const float s = f.dpr, px = 13 * s, lh = 16 * s, d = av.w;
  const bool compact = b.h < kSeatBand * s;
  const float dd = (compact ? 17 : 19) * s, glyph = (kGlyphW + kGlyphGap) * s;
  const float tx = av.x + d + 8 * s, right = b.x + b.w - pad, w2 = b.w - 2 * pad;
  const float y1 = av.y + (d - lh) * 0.5f, y2 = av.y + d + 1 * s;
  const NarrowLine n = narrow_line(f.text, o.line, px);
  const std::vector<std::string>& parts = n.parts;
  const std::string& rest = n.rest;
  bool bare = false;
  if (named) {
    // The button in the corner; where it would take the name's letters ("Emil …", "Chl…" beside
    // it, blind tests), at the end of the line under the name, else on the avatar.
    const float name_px = f.text.measure(o.name, Face::Bold, 14 * s);
    const bool moved = o.dealer && name_px > right - tx - dd - 2 * s;
    const bool under = moved && f.text.measure(n.whole, Face::Regular, px) + dd + kChipGap * s <= w2;
    if (!draw) return moved && !under;
    const float name_w = right - tx - (o.dealer && !moved ? dd + 2 * s : 0);
    if (o.dealer && !moved) draw_dealer_chip(f, b.x + b.w - dd - 5 * s, b.y + 5 * s, dd);
    if (under) draw_dealer_chip(f, right - dd, y2 + (lh - dd) * 0.5f, dd);
    if (name_w >= f.text.measure(initial(o.name) + "\u2026", Face::Bold, 14 * s))
      f.text.draw_fit(f.batch, name_and_sign(f, o, name_w, 14 * s), Face::Bold, 14 * s, name_w, tx,
                      av.y + d * 0.5f - 9 * s, ui::kCream);
    if ((o.count_outline || f.text.measure(n.whole, Face::Regular, px) > w2) && n.bare) {
      draw_count_glyph(f, b.x + pad, y2, lh, o.counts_melds);
      f.text.draw_fit(f.batch, n.with_glyph, Face::Regular, px, w2 - glyph, b.x + pad + glyph, y2, ui::kGold);
      return moved && !under;
    }
    f.text.draw_fit(f.batch, fitted_part(f.text, n.whole, w2, px, bare), Face::Regular, px, w2, b.x + pad, y2,
                    ui::kGold);
    return moved && !under;
  }
  // The count beside the avatar.
  const float tx4 = av.x + d + 3 * s, w1 = right - tx4;
  const std::string count = fitted_part(f.text, parts[0], w1, px, bare);
  const float count_w = f.text.measure(count, Face::Regular, px);
  const bool count_glyph = bare && count_w + glyph <= w1;
  const float x = tx4 + (count_glyph ? glyph : 0);
  // The score under it, in the table's one form; the dealer's button at the end of the score's
  // line, else of the count's, else over the count's line at the panel's corner where it reaches
  // out of the panel by half of itself at most, else on the avatar. The score never takes another
  // form for the button ("153" and a D beside the others' "150 pts", blind test): where the
  // button has room only beside the scores said bare, every seat says them so (draw_opponents).
  const float chip_room = dd + kChipGap * s;
  const std::string score = score_fitted(f.text, o, rest, o.scores_by_chip ? w2 - chip_room : w2, px, bare);
  const bool chip_under = o.dealer && f.text.measure(score, Face::Regular, px) <= w2 - chip_room;
  const bool on_count = o.dealer && !chip_under && x + count_w + chip_room <= right;
  const bool corner = o.dealer && !chip_under && !on_count && y1 - b.y >= dd * 0.5f;
  const bool on_avatar = o.dealer && !chip_under && !on_count && !corner;
  if (!draw) return on_avatar;
  if (count_glyph) draw_count_glyph(f, tx4, y1, lh, o.counts_melds);
  f.text.draw_fit(f.batch, count, Face::Regular, px, right - x, x, y1, ui::kCream);
  f.text.draw_fit(f.batch, score, Face::Regular, px, w2, b.x + pad, y2, ui::kGold);
  if (chip_under)
    draw_dealer_chip(f, right - dd, y2 + (lh - dd) * 0.5f, dd);
  else if (on_count)
    draw_dealer_chip(f, right - dd, y1 + (lh - dd) * 0.5f, dd);
  else if (corner)
    draw_dealer_chip(f, b.x + b.w - dd, std::max(y1 - 1 * s - dd, b.y - dd * 0.5f), dd);
  return on_avatar;
}

// The room a seat's tag takes at the end of the name's line, its gap included (0: none).
float tag_room(Frame& f, const Opponent& o) {
  return o.tag.empty() ? 0 : f.text.measure(o.tag, Face::Regular, 13 * f.dpr) + 6 * f.dpr;
}

// The tag, whole, ending at `right`.
void draw_tag(Frame& f, const Opponent& o, float right, float y) {
  if (o.tag.empty()) return;
  f.text.draw(f.batch, o.tag, Face::Regular, 13 * f.dpr, right, y, ui::kCream, render::Align::Right);
}

// A stacked badge (beside a board), from the top: the avatar with the name beside it (or on a
// row of its own under it, where beside it would leave no more than its initial), the tag beside
// the name or on its own row, then the line whole, else a part a row while the badge has the rows
// (a count never cut). Returns where the text ends.
float draw_stacked(Frame& f, Rect b, const Opponent& o, Rect av, float tx, float name_w) {
  const float s = f.dpr, pad = (b.w < 72 * s ? 4 : 7) * s, row = 16 * s, inner = b.w - 2 * pad;
  const float bottom = b.y + b.h - 2 * s;
  const float least = f.text.measure(initial(o.name) + "\u2026", Face::Bold, 14 * s);
  const float tag_w = tag_room(f, o);
  float y = av.y + av.h + 1 * s;
  auto fits = [&](int rows) { return y + static_cast<float>(rows) * row <= bottom; };
  const bool name_under = name_w < least * 2 && fits(1);
  const float name_px = f.text.measure(o.name, Face::Bold, 14 * s);
  // Beside the name where that leaves the name whole or two letters of it; else on its own row.
  const bool tag_beside = !o.tag.empty() && (name_under ? inner : name_w) - tag_w >= std::min(least * 1.6f, name_px);
  if (name_under) {
    // What it holds beside the avatar, as a small card and its number: its line may not show.
    const Rect card{av.x + av.w + 3 * s, av.y + av.h * 0.5f - 7 * s, 9 * s, 14 * s};
    f.batch.rect(card, 2 * s, Color::hex(0xa8322d));
    f.batch.ring(card, 2 * s, 1 * s, ui::kCream);
    f.text.draw(f.batch, std::to_string(o.held), Face::Bold, 14 * s, card.x + card.w + 2 * s,
                av.y + av.h * 0.5f - 9 * s, ui::kCream);
    const float room = inner - (tag_beside ? tag_w : 0);
    f.text.draw_fit(f.batch, name_and_sign(f, o, room, 14 * s), Face::Bold, 14 * s, room, b.x + pad, y, ui::kCream);
    if (tag_beside) draw_tag(f, o, b.x + b.w - pad, y + 1 * s);
    y += row + 1 * s;
  } else {
    if (name_w - (tag_beside ? tag_w : 0) >= least)
      f.text.draw_fit(f.batch, name_and_sign(f, o, name_w - (tag_beside ? tag_w : 0), 14 * s), Face::Bold, 14 * s,
                      name_w - (tag_beside ? tag_w : 0), tx, av.y + av.h * 0.5f - 9 * s, ui::kCream);
    if (tag_beside) draw_tag(f, o, tx + name_w, av.y + av.h * 0.5f - 8 * s);
  }
  // The tag's own row only where the line keeps a row under it: the partner's badge showed
  // "partner" where the others showed their marbles home (Joker at 360x640, blind test). The
  // label says it still.
  if (!o.tag.empty() && !tag_beside && fits(o.line.empty() ? 1 : 2)) {
    f.text.draw(f.batch, o.tag, Face::Regular, 13 * s, b.x + pad, y, ui::kCream);
    y += row;
  }
  std::vector<std::string> parts = line_parts(o.line);
  // Whole on a row where it fits, else a part a row while there are rows; what it holds, its
  // line's last part, shows beside the avatar when the name is under it. The last parts are kept
  // where there are fewer rows than parts: a count of what it holds comes last.
  if (name_under && parts.size() > 1) parts.pop_back();
  std::string joined = parts.front();
  for (size_t i = 1; i < parts.size(); ++i) joined += kDot + parts[i];
  if (f.text.measure(joined, Face::Regular, 13 * s) <= inner) parts = {joined};
  while (parts.size() > 1 && !fits(static_cast<int>(parts.size()))) parts.erase(parts.begin());
  const std::string first = line_parts(o.line).front();
  for (const std::string& part : parts) {
    if (!fits(1)) break;
    bool bare = false;
    const std::string number = fitted_part(f.text, part, inner, 13 * s, bare);
    if (o.first_as_piece && bare && part == first) {
      const float d = 10 * s;
      const render::Point at{b.x + pad + d * 0.5f, y + row * 0.5f};
      f.batch.rect({at.x - d * 0.5f, at.y - d * 0.5f, d, d}, d * 0.5f, o.colour.value_or(ui::kGold));
      f.batch.ring({at.x - d * 0.5f, at.y - d * 0.5f, d, d}, d * 0.5f, 1 * s, ui::kCream);
      f.text.draw_fit(f.batch, number, Face::Regular, 13 * s, inner - d - 3 * s, b.x + pad + d + 3 * s, y, ui::kGold);
    } else {
      f.text.draw_fit(f.batch, part, Face::Regular, 13 * s, inner, b.x + pad, y, ui::kGold);
    }
    y += row;
  }
  return y;
}

// A small seat (a phone at a full table) with its name over its count and score, where the cell
// is wide enough for the count and the score whole beside each other (their words may go) and for
// two letters of the name: the name takes the rest, cut only where it does not fit at 13 px. A
// stripe of the seat's colour stands for its avatar.
bool compact_named(Frame& f, Rect b, const Opponent& o, Color colour, bool draw) {
  const float s = f.dpr, px = 13 * s, lh = 16 * s, pad = 2 * s, stripe = 3 * s, dd = 17 * s;
  const std::vector<std::string> parts = line_parts(o.line);
  if (parts.size() < 2) return false;
  const float x = b.x + pad + stripe + 2 * s, right = b.x + b.w - pad, w = right - x, gap = 5 * s;
  std::string rest = parts[1];
  for (size_t i = 2; i < parts.size(); ++i) rest += " \u00B7 " + parts[i];
  bool bare = false;
  const std::string count = fitted_part(f.text, parts[0], 0, px, bare);
  const float glyph = (kGlyphW + kGlyphGap) * s, count_w = glyph + f.text.measure(count, Face::Regular, px);
  // The score's form found for a count of two digits, so that every seat's is the same ("96 pts"
  // beside the others' "131" where its count was "0", blind test).
  const float count_room =
      glyph + std::max(f.text.measure(count, Face::Regular, px), f.text.measure("88", Face::Regular, px));
  const std::string score = score_fitted(f.text, o, rest, w - count_room - gap, px, bare);
  // The dealer's button beside the name; where it would take the name's letters ("Chl…", "Be…",
  // blind tests), between the count and the score where that line has the room, else on the
  // stripe (the seat's avatar) by the count, the count moved over, where the score keeps its form,
  // else over the name's line at the panel's corner where the cell is tall enough that it reaches
  // out of the panel by less than half of itself.
  const float score_w = f.text.measure(score, Face::Regular, px), name_px = f.text.measure(o.name, Face::Bold, 14 * s);
  const float y1 = b.y + (b.h - 2 * lh) * 0.5f, y2 = y1 + lh;
  const bool moved = o.dealer && name_px > w - dd - 2 * s;
  const bool under = moved && count_w + score_w + 2 * gap + dd <= w;
  const float sd = 15 * s, sx = std::max(b.x - 2 * s, b.x + pad + stripe * 0.5f - sd * 0.5f),
              shift = std::max(0.0f, sx + sd + 1 * s - x);
  const bool on_stripe = moved && !under && count_w + shift + gap + score_w <= w;
  const bool corner = moved && !under && !on_stripe && y1 - 1 * s - b.y >= dd * 0.5f;
  const float name_w = w - (o.dealer && !under && !corner && !on_stripe ? dd + 2 * s : 0);
  if (count_w + gap + score_w > w || name_w < f.text.measure(least_name(o.name), Face::Bold, px)) return false;
  if (!draw) return true;
  f.batch.rect({b.x + pad, b.y + 6 * s, stripe, b.h - 12 * s}, 1.5f * s, colour);
  const std::string name = name_and_sign(f, o, name_w, px);
  f.text.draw_fit(f.batch, name, Face::Bold, px, name_w, x, y1, ui::kCream);
  float cx = x;
  if (under)
    draw_dealer_chip(f, x + count_w + gap, y2 + (lh - dd) * 0.5f, dd);
  else if (corner)
    draw_dealer_chip(f, b.x + b.w - dd, y1 - 1 * s - dd, dd);
  else if (on_stripe)
    draw_dealer_chip(f, sx, y2 + (lh - sd) * 0.5f, sd), cx += shift;
  else if (o.dealer)
    draw_dealer_chip(f, right - dd, y1 + (lh - dd) * 0.5f, dd);
  draw_count_glyph(f, cx, y2, lh, o.counts_melds);
  f.text.draw(f.batch, count, Face::Regular, px, cx + glyph, y2, ui::kCream);
  f.text.draw(f.batch, score, Face::Regular, px, right, y2, ui::kGold, render::Align::Right);
  // A sign the name's line had no room for: between the count and the score, where that line has
  // the room at every seat (a count of two digits, the table's widest score; one look at a table,
  // not a \u2713 at the seat whose score is short), a narrow gap either side: a mark reads apart.
  const float sign_w = o.sign.empty() ? 0 : f.text.measure(o.sign, Face::Bold, px) + 6 * s;
  float widest_w = score_w;
  if (const std::vector<std::string> wp = line_parts(o.widest_line); wp.size() > 1) {
    std::string widest = wp[1];
    for (size_t i = 2; i < wp.size(); ++i) widest += " \u00B7 " + wp[i];
    bool widest_bare = false;
    widest_w =
        f.text.measure(score_fitted(f.text, o, widest, w - count_room - gap, px, widest_bare), Face::Regular, px);
  }
  if (name == o.name && sign_w > 0 && !under && !on_stripe && count_room + sign_w + std::max(score_w, widest_w) <= w)
    f.text.draw(f.batch, o.sign, Face::Bold, px, cx + count_w + 3 * s, y2, ui::kCream);
  return true;
}

bool short_lines(Frame& f, Rect b, const Opponent& o) {
  const float s = f.dpr;
  if (o.stack || b.w >= 150 * s) return false;
  return b.h < kSeatBand * s || (b.h < (kSeatBand + 16) * s && !narrow_named(f, b, o, 26 * s, 7 * s));
}

}  // namespace parlor::scenes
