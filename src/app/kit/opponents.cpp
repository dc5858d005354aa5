#include "app/kit/opponents.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "app/kit/seat_lines.h"
#include "app/kit/table_pieces.h"
#include "app/render/text_layout.h"
#include "app/ui/palette.h"
#include "engine/enum_names.h"
#include "engine/sentence.h"
#include "games/meld_words.h"

namespace parlor::scenes {

using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr float kBand = kSeatBand;

Color kit_colour(int seat) {
  static constexpr Color kColours[7] = {Color::hex(0xd8483c), Color::hex(0x3f72d8), Color::hex(0xf0a23a),
                                        Color::hex(0x3fae62), Color::hex(0xa36be0), Color::hex(0x2fb5b0),
                                        Color::hex(0xe07bb0)};
  return kColours[static_cast<size_t>(std::max(seat, 0)) % 7];
}

// The room under a seat's name for its fan or melds, device px; too low to draw in when under 16 px.
Rect under_name(Rect b, float s) {
  const float band = std::min(b.h, kBand * s), pad = 7 * s;
  return {b.x + pad, b.y + band, b.w - 2 * pad, std::max(0.0f, b.h - 5 * s - band)};
}

Rect fan_back(Rect a) { return {0, 0, a.h * 0.86f / 1.4f, a.h * 0.86f}; }

// The backs held like a hand: turned about a point under the fan, spread more the more it holds.
void draw_fan(Frame& f, Rect a, int held, const OpponentPieces& p) {
  const int k = std::min(held, 14);
  if (k <= 0) return;
  const float bh = fan_back(a).h, bw = fan_back(a).w, pivot_r = bh * 2.2f;
  const float cx = a.x + a.w * 0.5f, pivot_y = a.y + bh + pivot_r;
  float turn = std::min(0.1f * static_cast<float>(k - 1) * 0.5f, 0.6f);
  // The outer cards' top corners swing out as they turn, and their bottom corners dip: the fan
  // stays inside its area (a narrow seat's, a tablet's top row, turns its cards less).
  const float spare = a.h - bh + 4 * f.dpr;
  auto spills = [&](float t) {
    return bw * 0.5f * std::cos(t) + (pivot_r + bh) * std::sin(t) > a.w * 0.5f ||
           pivot_r * (1 - std::cos(t)) + bw * 0.5f * std::sin(t) > spare;
  };
  while (turn > 0 && spills(turn)) turn = std::max(0.0f, turn - 0.02f);
  for (int i = 0; i < k; ++i) {
    const float u = k == 1 ? 0.0f : static_cast<float>(i) / static_cast<float>(k - 1) * 2 - 1;
    f.batch.push(render::Affine::rotate_about(cx, pivot_y, u * turn));
    p.back({cx - bw * 0.5f, a.y, bw, bh});
    f.batch.pop();
  }
}

// The melds a seat has laid, melds `from` to `to` in a row at `y`, `cw` wide: overlapped to 55%
// where the row is narrow, spread apart as far as its width allows, but never so far that a
// piece's rank or stand-in mark is hidden (least_strip): a row with no room for that shows fewer
// melds, counted.
// Lays out (and, with `p`, draws) the melds [from, to) in one row; returns how many fit. The row
// is filled to its end, so its last meld's edge may pass the box by a rounding: half a pixel is
// allowed, else a meld that fits to the pixel was dropped.
size_t draw_laid_row(Rect a, float y, const std::vector<Meld>& laid, size_t from, size_t to, float cw,
                     const OpponentPieces* p) {
  const float n = static_cast<float>(to - from), base = n * cw + (n - 1) * cw * 0.3f;
  // The step shared by the pieces that need no more: those that do are set apart first, and
  // the step found again for the rest (a smaller step may set more apart).
  float step = cw * 1.04f;
  for (int round = 0; round < 3; ++round) {
    float steps = 0, fixed = 0;
    for (size_t i = from; i < to; ++i)
      for (size_t k = 0; k + 1 < laid[i].cards.size(); ++k) {
        const float least = least_strip(laid[i].cards[k]) * cw;
        if (least > step)
          fixed += least;
        else
          steps += 1;
      }
    step = steps > 0 ? std::clamp((a.w - base - fixed) / steps, cw * 0.55f, cw * 1.04f) : cw;
  }
  float x = a.x;
  size_t shown = 0;
  for (size_t i = from; i < to; ++i) {
    const Meld& m = laid[i];
    if (x + cw * meld_units(m, step / cw) > a.x + a.w + 0.5f) break;
    for (size_t k = 0; k < m.cards.size(); ++k) {
      if (p) p->chip({x, y, cw, cw * 1.3f}, m.cards[k]);
      if (k + 1 < m.cards.size()) x += std::max(step, least_strip(m.cards[k]) * cw);
    }
    x += cw + cw * 0.3f, ++shown;
  }
  return shown;
}

size_t draw_laid(Frame& f, Rect a, const std::vector<Meld>& laid, const std::string& laid_word, const OpponentPieces& p,
                 float s) {
  // In as many rows (up to three) as give the largest chips, larger than the table's chips
  // where the seat has the room (a desktop's), so a stand-in's "=10" grows with it. Chips that
  // would overlap past a fifth of their width (a stand-in's "JK" cut) count as 30% smaller:
  // smaller chips that show their faces win over larger ones cut.
  const size_t n = laid.size();
  const float row_gap = 4 * s;
  size_t best_rows = 1, tight_rows = 1;
  float best = 0, best_score = 0, best_tight = 0;
  for (size_t rows = 1; rows <= std::min<size_t>(3, n); ++rows) {
    const size_t per = (n + rows - 1) / rows;
    // The widest row, in chips, its melds' cards showing `strip` of their width, 0.3 between melds.
    auto widest = [&](float strip) {
      float most = 0;
      for (size_t from = 0; from < n; from += per) {
        float units = -0.3f;
        for (size_t i = from; i < std::min(n, from + per); ++i) units += meld_units(laid[i], strip) + 0.3f;
        most = std::max(most, units);
      }
      return most;
    };
    const float r = static_cast<float>(rows), tall = (a.h - (r - 1) * row_gap) / r / 1.3f;
    // As large as the row holds them overlapped to 55%, or smaller so each shows 80% of its face.
    const float tight = std::min({a.w / widest(0.55f), tall, 56 * s});
    const float clear = std::min({a.w / widest(0.8f), tall, 56 * s});
    const bool cut = clear < tight * 0.7f;
    const float cw = cut ? tight : clear, score = cut ? tight * 0.7f : clear;
    if (score > best_score * 1.05f) best_score = score, best = cw, best_rows = rows;
    if (tight > best_tight) best_tight = tight, tight_rows = rows;
  }
  // Where the faces shown at 80% would be too small to read, overlapped to 55% where that reads
  // (a run of seven at a desktop's seat of a full table, whose "+3" hid all three melds).
  if (best < 16 * s && best_tight >= 16 * s) best = best_tight, best_rows = tight_rows;
  // Else one row at the table's chip size. A meld that does not fit is never left out silently:
  // "+N" after the last row counts those left out (the seat's label names them all in words).
  if (best < 16 * s) best = std::min(p.chip_w, a.h / 1.3f), best_rows = 1;
  const float cw = best;
  const size_t per = (n + best_rows - 1) / best_rows;
  auto lay = [&](Rect box, const OpponentPieces* draw) {
    size_t shown = 0;
    float y = a.y;
    for (size_t from = 0; from < n; from += per, y += cw * 1.3f + row_gap)
      shown += draw_laid_row(box, y, laid, from, std::min(n, from + per), cw, draw);
    return shown;
  };
  if (lay(a, nullptr) == n) return lay(a, &p);
  // Room at the right for the marker, then the melds that fit before it; where none does, the
  // marker says what it counts ("3 melds").
  const float px = std::clamp(cw * 0.8f, 11 * s, 15 * s), mark_w = f.text.measure("+99", Face::Bold, px) + 4 * s;
  const size_t shown = lay({a.x, a.y, std::max(0.f, a.w - mark_w), a.h}, &p);
  const float last_y = a.y + static_cast<float>(best_rows - 1) * (cw * 1.3f + row_gap);
  const std::string all = plural(static_cast<int>(n), laid_word.c_str());
  const bool words = shown == 0 && !laid_word.empty() && f.text.measure(all, Face::Bold, px) <= a.w;
  const float y = last_y + (cw * 1.3f - f.text.line_height(Face::Bold, px)) * 0.5f;
  if (shown == 0 && !words) {
    // None drawn: their count after a meld's outline, as a small seat's ("+4" read as four more).
    const std::string count = std::to_string(n);
    draw_count_glyph(f, a.x + a.w - f.text.measure(count, Face::Bold, px) - kCountGlyphW * s, y,
                     f.text.line_height(Face::Bold, px), true);
    f.text.draw(f.batch, count, Face::Bold, px, a.x + a.w, y, ui::kGold, render::Align::Right);
    return shown;
  }
  f.text.draw_fit(f.batch, words ? all : "+" + std::to_string(n - shown), Face::Bold, px, words ? a.w : mark_w,
                  a.x + a.w, y, ui::kGold, render::Align::Right);
  return shown;
}

// The seat's laid_lines in `a` at the seat's 13 px: run on one after another where so they all
// fit, else each wrapped whole, those that fit, and where some do not, "N more" in the last line's
// place.
void draw_laid_lines(Frame& f, Rect a, const std::vector<std::string>& lines) {
  const float px = 13 * f.dpr, lh = f.text.line_height(Face::Regular, px);
  const auto rows = static_cast<size_t>(std::max(0.0f, a.h / lh));
  std::string all;
  for (const std::string& l : lines) all += (all.empty() ? "" : "; ") + l;
  if (const auto run_on = render::wrap_text(f.text, all, Face::Regular, px, a.w);
      lines.size() > 1 && run_on.size() < lines.size() && run_on.size() <= rows) {
    for (size_t k = 0; k < run_on.size(); ++k)
      f.text.draw(f.batch, run_on[k], Face::Regular, px, a.x, a.y + lh * static_cast<float>(k), ui::kCream);
    return;
  }
  std::vector<std::vector<std::string>> wrapped;
  size_t used = 0, fit = 0;
  for (const std::string& l : lines) {
    wrapped.push_back(render::wrap_text(f.text, l, Face::Regular, px, a.w));
    used += wrapped.back().size();
    if (used <= rows) ++fit;
  }
  std::vector<std::string> shown;
  if (fit < lines.size()) {
    // Room for the count: the lines that fit one row less.
    used = 0, fit = 0;
    for (const auto& w : wrapped)
      if ((used += w.size()) + 1 <= rows) ++fit;
  }
  for (size_t k = 0; k < fit; ++k) shown.insert(shown.end(), wrapped[k].begin(), wrapped[k].end());
  if (fit < lines.size()) shown.push_back(say("{count} more", {{"count", std::to_string(lines.size() - fit)}}));
  float y = a.y;
  for (const std::string& l : shown) {
    if (y + lh > a.y + a.h + 0.5f) break;
    f.text.draw(f.batch, l, Face::Regular, px, a.x, y, ui::kCream);
    y += lh;
  }
}

// A small seat's panel inside its cell (the cell is the 44 px target), so neighbouring panels lie
// apart while their targets touch; other seats' panels fill theirs.
constexpr float kCompactInset = 2;
Rect seat_panel(Rect cell, float s) {
  const float in = cell.h < kBand * s ? kCompactInset * s : 0;
  return {cell.x + in, cell.y + in, cell.w - 2 * in, cell.h - 2 * in};
}

// A tap on the seat opens its sheet (the kit's, seat_sheet.h); its label says it in words, the dealer's D explained;
// with melds laid, how many, and where some do not show, how many do (the tests' check that a seat never shows fewer
// silently) and each meld in words.
void seat_target(Frame& f, Rect b, const Opponent& o, size_t shown) {
  std::string melds;
  if (const size_t n = o.laid.size(); n > 0) {
    melds = ". " + std::to_string(n) + (n == 1 ? " meld laid" : " melds laid") +
            (shown < n ? ", " + (shown == 0 ? std::string("none") : std::to_string(shown)) + " shown here" : "");
    // In words where some are not drawn (a tap then says them; where all are, a short notice
    // leaves the table its room).
    if (!o.laid_word.empty() && shown < n) {
      MeldList list;
      for (const Meld& m : o.laid) list.add(m.kind, m.cards);
      melds += ": " + melds_words(list) + ". Tap to see them";
    }
  }
  for (const std::string& l : o.laid_lines) melds += ". " + l;
  if (!o.sign_words.empty()) melds += ". " + o.sign_words;
  f.ui.clickable("seat:" + std::to_string(o.seat), b,
                 o.name + (o.tag.empty() ? "" : " (" + o.tag + ")") + ": " + o.line + melds +
                     (o.dealer ? ". The D: " + o.name + " dealt this hand" : ""),
                 true);
}

// The seat as its panel `b` shows it: where it has laid melds and no room under its name to draw
// them (a phone's small seat at a full table), its line counts them in place of what it holds
// ("3 melds  ·  210 pts"; its label still says both).
Opponent as_shown(const Opponent& o, Rect b, float s, const OpponentPieces& p) {
  if (o.laid.empty() || o.laid_word.empty() || !p.chip || o.stack || under_name(b, s).h >= 16 * s) return o;
  Opponent shown = o;
  const size_t at = o.line.find(kDot);
  shown.line =
      plural(static_cast<int>(o.laid.size()), o.laid_word.c_str()) + (at == std::string::npos ? "" : o.line.substr(at));
  shown.counts_melds = true;
  return shown;
}

// Whether the seat in `cell` is a narrow one with its name over its whole line (narrow_named).
bool named_narrow(Frame& f, Rect cell, const Opponent& o) {
  const float s = f.dpr;
  const Rect b = seat_panel(cell, s);
  return b.w < 150 * s && cell.h >= kBand * s && !o.stack && narrow_named(f, b, o, 26 * s, 7 * s);
}

// Where a seat shows its name over its count and score, a stripe for its avatar (compact_named),
// the part of its panel they take: a seat in short lines, its panel; a narrow one with no room
// for its name beside its avatar, the band over its fan or melds (a 390 px phone's five a row at
// 14 seats showed initials, blind test: names matter more than the avatar). Empty: neither.
// With `all`, a narrow seat with room for its name beside its avatar too: one table, one look (the
// dealer's seat drawn unlike the others, blind test).
Rect striped_band(Frame& f, Rect cell, const Opponent& o, bool all) {
  const float s = f.dpr;
  const Rect b = seat_panel(cell, s);
  if (short_lines(f, b, o)) return b;
  if (b.w >= 150 * s || o.stack || (!all && named_narrow(f, cell, o))) return {};
  return {b.x, b.y, b.w, std::min(b.h, kBand * s)};
}

// A narrow seat's avatar in its panel `b` (not wide, not stacked): smaller where its count goes
// beside it, smaller still in a small seat (`compact`).
Rect narrow_avatar(Rect b, bool compact, bool named, float s) {
  const float pad = (compact ? 4 : 7) * s, d = (compact ? 18 : named ? 26 : 22) * s;
  return {b.x + pad, b.y + (compact ? 3 * s : pad), d, d};
}

// A wide seat's room for its line beside the avatar (and the dealer's button).
float wide_line_room(Rect b, const Opponent& o, float s) { return b.w - 58 * s - (o.dealer ? 19 * s : 0); }

// `named_small`: such seats show their names (every one of them has the room: compact_named).
void draw_seat(Frame& f, Rect cell, const Opponent& seat, const OpponentPieces& p, bool named_small, bool stripes) {
  const float s = f.dpr, band = std::min(cell.h, kBand * s);
  const bool compact = cell.h < kBand * s;
  const Rect b = seat_panel(cell, s);
  const Opponent o = as_shown(seat, b, s, p);
  if (o.turn) f.batch.shadow(b, 12 * s, 10 * s, ui::kTurnGlow.with_alpha(150));
  f.batch.rect(b, (compact ? 8 : 12) * s, o.turn ? Color::hex(0x000000, 95) : ui::kPanel);
  if (o.turn) f.batch.ring(b, (compact ? 8 : 12) * s, 2 * s, ui::kTurnGlow);
  // Wide: the avatar beside both lines; narrow: a smaller one beside the name, the line under;
  // compact (a phone at a full table): smaller still, beside the count, the score under.
  const bool wide = b.w >= 150 * s;
  const float dd = 19 * s;
  // A wide seat's line too long beside the avatar breaks after its last " · " that fits, onto a
  // second line; a second line that does not fit there either runs under a smaller avatar, the
  // seat's whole width ("1 of 5 programs" whole on a tablet's seat 150 px wide).
  std::string first = o.line, second;
  bool below = false;
  if (wide) {
    const float beside = wide_line_room(b, o, s);
    for (size_t at = o.line.rfind(kDot);
         at != std::string::npos && at > 0 &&
         (f.text.measure(first, Face::Regular, 13 * s) > beside || (o.break_line && first == o.line));
         at = o.line.rfind(kDot, at - 1)) {
      first = o.line.substr(0, at);
      second = o.line.substr(at + std::string_view(kDot).size());
    }
    below = !second.empty() && f.text.measure(second, Face::Regular, 13 * s) > beside;
  }
  // A stacked badge (beside a board) lays its parts out itself (draw_stacked); a tiny one takes a
  // smaller avatar.
  const bool tiny = o.stack && b.w < 72 * s;
  const float pad = (compact || tiny ? 4 : 7) * s;
  // A narrow seat that shows its count beside the avatar takes a smaller one, so a card's outline
  // fits before the count.
  const bool named = named_narrow(f, cell, o);
  const float d = (wide ? below ? 30 : 36 : o.stack ? tiny ? 22 : 26 : compact ? 18 : named ? 26 : 22) * s;
  const Rect av = wide || o.stack ? Rect{b.x + pad,
                                         b.y + (below  ? 5 * s
                                                : wide ? (band - d) * 0.5f
                                                       : pad),
                                         d, d}
                                  : narrow_avatar(b, compact, named, s);
  const Color colour = o.colour.value_or(kit_colour(o.seat));
  const Rect stripe_band = named_small ? striped_band(f, cell, o, stripes) : Rect{};
  const bool striped = stripe_band.h > 0 && compact_named(f, stripe_band, o, colour, true);
  if (striped && stripe_band.h >= b.h) return seat_target(f, cell, seat, 0);
  float text_end = b.y;
  if (!striped) {
    if (o.turn) f.batch.shadow(av, d * 0.5f, 6 * s, ui::kTurnGlow.with_alpha(200));
    f.batch.rect(av, d * 0.5f, colour);
    f.batch.ring(av, d * 0.5f, 1.5f * s, o.turn ? ui::kTurnGlow : Color::hex(0x000000, 90));
    const float ip = (wide ? 18 : compact ? 13 : 15) * s;
    if (!wide && !o.stack && o.dealer && draw_narrow_lines(f, b, av, o, pad, named, false))
      draw_dealer_on_avatar(f, av);
    else
      f.text.draw_fit(f.batch, o.mark.empty() ? initial(o.name) : std::string(o.mark), Face::Bold, ip, d,
                      av.x + d * 0.5f, av.y + (d - f.text.line_height(Face::Bold, ip)) * 0.5f, ui::kInk,
                      render::Align::Center);
    if (wide) {
      if (o.dealer) draw_dealer_chip(f, b.x + b.w - dd - 5 * s, b.y + 5 * s, dd);
      const float tx = av.x + d + 8 * s, name_w = b.x + b.w - pad - tx - (o.dealer ? dd : 0);
      const float y = b.y + band * 0.5f - (second.empty() ? 19 : 25) * s;
      f.text.draw_fit(f.batch, name_and_sign(f, o, name_w - tag_room(f, o), 14 * s), Face::Bold, 14 * s,
                      name_w - tag_room(f, o), tx, y, ui::kCream);
      draw_tag(f, o, b.x + b.w - pad - (o.dealer ? dd : 0), y + 1 * s);
      f.text.draw_fit(f.batch, first, Face::Regular, 13 * s, name_w, tx, y + 19 * s, ui::kGold);
      if (!second.empty())
        f.text.draw_fit(f.batch, second, Face::Regular, 13 * s, below ? b.w - 2 * pad : name_w, below ? b.x + pad : tx,
                        y + 34 * s, ui::kGold);
    } else if (o.stack) {
      if (o.dealer) draw_dealer_chip(f, b.x + b.w - dd - 5 * s, b.y + 5 * s, dd);
      const float tx = av.x + d + 8 * s;
      text_end = draw_stacked(f, b, o, av, tx, b.x + b.w - pad - tx - (o.dealer ? dd : 0));
    } else {
      draw_narrow_lines(f, b, av, o, pad, named);
    }
  }
  const Rect under = under_name(b, s);
  // Melds drawn under the name, else its fan.
  size_t shown = 0;
  if (under.h >= 16 * s && under.y >= text_end) {
    if (!o.laid_lines.empty())
      draw_laid_lines(f, under, o.laid_lines);
    else if (!o.laid.empty() && p.chip)
      shown = draw_laid(f, under, o.laid, o.laid_word, p, s);
    else if (p.back)
      draw_fan(f, under, o.held, p);
  }
  seat_target(f, cell, seat, shown);
}

}  // namespace

Rect seat_back(Rect box, float dpr) {
  const Rect a = under_name(box, dpr);
  return a.h >= 16 * dpr ? fan_back(a) : Rect{};
}

void draw_opponents(Frame& f, const std::vector<Rect>& boxes, const std::vector<Opponent>& seats,
                    const OpponentPieces& pieces, std::vector<Opponent>* drawn) {
  const size_t n = std::min(boxes.size(), seats.size());
  if (drawn) drawn->insert(drawn->end(), seats.begin(), seats.begin() + static_cast<std::ptrdiff_t>(n));
  // Every seat's score in the widest one's form.
  std::vector<Opponent> shown(seats.begin(), seats.begin() + static_cast<std::ptrdiff_t>(n));
  float widest = -1;
  std::string widest_line;
  for (const Opponent& o : shown)
    if (const size_t at = o.line.find(kDot); at != std::string::npos)
      if (const float w = f.text.measure(o.line.substr(at), Face::Regular, 13 * f.dpr); w > widest)
        widest = w, widest_line = o.line;
  for (Opponent& o : shown) o.widest_line = widest_line;
  // Seats in short lines show their names where every one of them has the room, else each its
  // initial: one table, one look.
  // Where one narrow seat shows its name over its lines, a stripe for its avatar, every narrow
  // seat does.
  bool named_small = true, stripes = false;
  std::vector<Opponent> as(shown);
  for (size_t k = 0; k < n; ++k) {
    as[k] = as_shown(shown[k], seat_panel(boxes[k], f.dpr), f.dpr, pieces);
    stripes = stripes || striped_band(f, boxes[k], as[k], false).h > 0;
  }
  for (size_t k = 0; k < n && named_small; ++k)
    if (const Rect band = striped_band(f, boxes[k], as[k], stripes); band.h > 0)
      named_small = compact_named(f, band, as[k], Color{}, false);
  // Where the dealer's narrow seat has room for its button only beside a bare score, every seat's
  // score is said bare (or, where that still leaves it none, fitted to the room beside it): one
  // form at a table, and the button in the avatar's place only where even that leaves it none.
  for (size_t k = 0; k < n; ++k) {
    const Rect b = seat_panel(boxes[k], f.dpr);
    if (!as[k].dealer || as[k].stack || b.w >= 150 * f.dpr ||
        (named_small && striped_band(f, boxes[k], as[k], stripes).h > 0))
      continue;
    const bool compact = boxes[k].h < kBand * f.dpr, named = named_narrow(f, boxes[k], as[k]);
    const Rect av = narrow_avatar(b, compact, named, f.dpr);
    const float pad = (compact ? 4 : 7) * f.dpr;
    Opponent bare = as[k];
    bare.bare_scores = true;
    if (!draw_narrow_lines(f, b, av, as[k], pad, named, false)) continue;
    // Where even a bare score leaves the button no room, every score fitted to the room beside it
    // ("0/5"): in the avatar's place the D read as a second seat's initial (Daniel's D, blind test).
    if (draw_narrow_lines(f, b, av, bare, pad, named, false)) bare.scores_by_chip = true;
    if (!draw_narrow_lines(f, b, av, bare, pad, named, false))
      for (Opponent& o : shown) o.bare_scores = true, o.scores_by_chip = bare.scores_by_chip;
  }
  // A named seat's count as an outline wherever one seat's whole line overruns, at every seat.
  // One wide seat's line broken onto a second line breaks every wide seat's.
  bool outline = false, breaks = false;
  for (size_t k = 0; k < n; ++k) {
    const Rect b = seat_panel(boxes[k], f.dpr);
    Opponent& o = as[k];  // as shown, with the table's score form decided above
    o.bare_scores = shown[k].bare_scores;
    o.scores_by_chip = shown[k].scores_by_chip;
    outline = outline || (named_narrow(f, boxes[k], o) && narrow_line_overruns(f, b, o, 7 * f.dpr));
    breaks = breaks || (pieces.break_together && b.w >= 150 * f.dpr &&
                        f.text.measure(o.line, Face::Regular, 13 * f.dpr) > wide_line_room(b, o, f.dpr));
  }
  for (size_t k = 0; k < n; ++k) {
    shown[k].count_outline = outline;
    shown[k].break_line = breaks;
    draw_seat(f, boxes[k], shown[k], pieces, named_small, stripes);
  }
}

}  // namespace parlor::scenes
