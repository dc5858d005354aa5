#include "app/kit/meld_table.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

#include "app/kit/seat_lines.h"
#include "app/screen/modal.h"
#include "app/ui/palette.h"
#include "engine/sentence.h"

namespace parlor::scenes {

using render::Color;
using render::Face;
using render::Rect;

namespace {

// A group's title line and the gap under a row of pieces, CSS px.
constexpr float kTitleH = 18, kRowGap = 8;
// The least a piece's step is, CSS px, where the melds scroll: a piece 20 px wide, whose "13" and
// "=10" read whole and whose colour shows (tile_face.cpp).
constexpr float kLeastPieceW = 22;
// The line under scrolling melds that counts those below.
constexpr float kCueH = 17;
// The least a piece is made for its rows' owners' names to fit, CSS px: a desktop's melds read from
// the chair (the desktop traits' least is 34).
constexpr float kLeastShrunkW = 34;

// Where a group's title goes: over its melds; at the start of its first row (a short area: a line
// saved a group); or there with the group running on in the row the last one ended in (`Flow`: a
// phone's small table, whose rows the groups' ends left half empty), a group that fits a row
// whole starting the next where it does not fit the rest of this one (`FlowGroups`: all its
// melds beside its title) where that costs the pieces no size.
enum class Titles { Above, Inline, Flow, FlowGroups };

// The least box holding both.
Rect bounds(Rect a, Rect b) {
  const float x = std::min(a.x, b.x), y = std::min(a.y, b.y);
  return {x, y, std::max(a.x + a.w, b.x + b.w) - x, std::max(a.y + a.h, b.y + b.h) - y};
}

// How a pass places the melds: where the titles go, and whether a row a group runs on into starts
// with its owner's name (`named`: six seats' groups flowing on over a desktop's rows were
// otherwise nobody's there).
struct Placing {
  Titles titles = Titles::Above;
  bool named = false;
};

// The owner's name that starts a row its group runs on into: the short title's first part ("Ana"
// of "Ana  ·  1 of 5").
std::string row_name(const MeldGroup& g) {
  const std::string& title = g.short_title.empty() ? g.owner_name : g.short_title;
  return title.substr(0, title.find(kDot));
}

// One pass places every meld (and draws them when `drawing`), counting in `whole` those wholly in
// the area and in `below` those running out of its foot, and in `unnamed` the rows in view that a
// group runs on into with no owner's name on them; returns the bottom it reached.
float place(Frame& f, const MeldTable& t, const std::vector<MeldGroup>& groups, float cw, bool drawing,
            const std::function<void(Rect, const PlacedCard&)>& draw_piece, Placing placing = {}, float scrolled = 0,
            int* whole = nullptr, int* below = nullptr, int* unnamed = nullptr) {
  const Titles titles = placing.titles;
  const float s = f.dpr, label_h = kTitleH * s, gap = kRowGap * s;
  const bool inline_titles = titles != Titles::Above, flow = titles == Titles::Flow || titles == Titles::FlowGroups;
  const float ch = inline_titles ? std::max(cw * t.aspect, 16 * s) : cw * t.aspect;
  const Rect area = t.area;
  const float x0 = area.x + 8 * s, right = area.x + area.w - 6 * s;
  float y = area.y + 6 * s - scrolled, x = x0;
  // A meld's width in a row: its pieces, its panel's margins and its tag.
  auto meld_w = [&](const Meld& m, const std::string& tag) {
    return cw * static_cast<float>(m.cards.size()) + 6 * s +
           (tag.empty() ? 0 : f.text.measure(tag, Face::Bold, 13 * s) + 8 * s);
  };
  for (size_t gi = 0; gi < groups.size(); ++gi) {
    const MeldGroup& g = groups[gi];
    float left = x0;
    if (!flow || gi == 0) x = x0;
    if (inline_titles) {
      const std::string& title = g.short_title.empty() ? g.title : g.short_title;
      const float title_w = f.text.measure(title, Face::Bold, 13 * s) + gap;
      // Running on, the title stays with its first meld, whole (a meld longer than a row starts a
      // row after its title), or (FlowGroups) with all its melds where they fit a row.
      if (flow && x > x0 + 0.5f) {
        float first = 0, all = title_w - gap;
        for (size_t i = 0; i < g.melds.size(); ++i) {
          const float w = meld_w(g.melds[i], i < g.marks.size() ? g.marks[i] : "");
          if (i == 0) first = w;
          all += gap + w;
        }
        if (first > right - x0 || x + title_w + first > right ||
            (titles == Titles::FlowGroups && x + all > right && x0 + all <= right))
          x = x0, y += ch + gap;
      }
      if (drawing) f.text.draw(f.batch, title, Face::Bold, 13 * s, x, y + (ch - 16 * s) * 0.5f, ui::kGold);
      x += title_w;
      // A group's further rows start under its first meld, not under its title, where the title
      // takes a small share of the width (a tablet's, a desktop's): the groups read apart.
      if (titles == Titles::Inline && x - area.x < area.w * 0.25f) left = x;
    } else {
      if (drawing) f.text.draw(f.batch, g.title, Face::Bold, 13 * s, x, y, ui::kGold);
      y += label_h;
    }
    // The meld's row: right after its group's title (where the title began the row) or at the
    // row's start, a meld never splits from its owner's label.
    bool after_title = inline_titles;
    // A row the group runs on into: its owner's name in the band its title left (a tablet's,
    // a desktop's rows under the first meld), else at the row's start where the pass names rows
    // and the meld `w` wide still fits after it; else the row is counted nobody's.
    const std::string name = inline_titles ? row_name(g) : std::string();
    const float name_w = name.empty() ? 0 : f.text.measure(name, Face::Bold, 13 * s) + gap;
    auto name_row = [&](float w) {
      if (name.empty()) return;  // under the group's title
      const bool band = left > x0 + 0.5f, room = placing.named && x + name_w + w <= right;
      if (drawing && (band || room))
        f.text.draw(f.batch, name, Face::Bold, 13 * s, x0, y + (ch - 16 * s) * 0.5f, ui::kGold.with_alpha(190));
      if (!band && room) x += name_w;
      if (unnamed && !band && !room && y + ch > area.y && y < area.y + area.h) ++*unnamed;
    };
    for (size_t i = 0; i < g.melds.size(); ++i) {
      const Meld& meld = g.melds[i];
      const std::string tag = i < g.tags.size() ? g.tags[i] : std::string();
      const std::string drawn_tag = i < g.marks.size() ? g.marks[i] : std::string();
      const float w = meld_w(meld, drawn_tag),
                  tag_w = drawn_tag.empty() ? 0 : w - cw * static_cast<float>(meld.cards.size()) - 6 * s;
      const bool lit = t.highlight == std::make_pair(g.seat, static_cast<int>(i));
      bool seen_whole = true, seen_any = false, cut_below = false;
      Rect seen_all{};
      // Pieces [from, to) at (x, y), the tag after the last; `open_left`/`open_right`: the meld
      // runs on from the row before, or on into the next (its panel then runs to the area's edge).
      auto part = [&](size_t from, size_t to, bool open_left, bool open_right) {
        const float n = static_cast<float>(to - from), last = to == meld.cards.size() ? tag_w : 0;
        Rect box{x - 3 * s, y - 3 * s, cw * n + 6 * s + last, ch + 6 * s};
        if (open_left) box.w += box.x - area.x, box.x = area.x;
        if (open_right) box.w = area.x + area.w - box.x;
        if (drawing) {
          const Color fill = lit ? Color::hex(0xe2b64c, 130) : ui::kPanel;
          f.batch.rect(box, 5 * s, fill);
          if (open_left) f.batch.rect({box.x, box.y, 6 * s, box.h}, 0, fill);
          if (open_right) f.batch.rect({box.x + box.w - 6 * s, box.y, 6 * s, box.h}, 0, fill);
          for (size_t c = from; c < to; ++c)
            draw_piece({x + cw * static_cast<float>(c - from), y, cw - 2 * s, ch}, meld.cards[c]);
          if (last > 0) {
            const Rect mark{x + cw * n + 3 * s, y + ch * 0.5f - 8 * s, tag_w - 8 * s, 16 * s};
            f.text.draw(f.batch, drawn_tag, Face::Bold, 13 * s, mark.x, mark.y, ui::kGold);
            if (t.drawn) t.drawn->marks.push_back({g.seat, static_cast<int>(i), drawn_tag, mark});
          }
        }
        // Scrolling, a meld is tapped on its part in the area, once 22 px of it are in.
        const Rect seen = t.scroll ? ui::intersect(box, area) : box;
        seen_whole = seen_whole && seen.h >= box.h - 0.5f;
        cut_below = cut_below || box.y + box.h > area.y + area.h + 0.5f;
        if (seen.h >= std::min(box.h, 22 * s) - 0.5f)
          seen_all = seen_any ? bounds(seen_all, seen) : seen, seen_any = true;
      };
      const size_t n = meld.cards.size();
      auto next_row = [&] { x = left, y += ch + gap; };
      if (w <= right - left) {
        // Whole: on to the next row where it does not fit the rest of this one.
        if (x + w > right && x > left + 0.5f) next_row(), name_row(w);
        part(0, n, false, false);
        x += w + gap;
      } else {
        // Longer than a whole row: rows of its own, from a fresh row (or its title's), and the
        // next meld on a fresh row after it, so its one tappable box holds it alone.
        if (x > left + 0.5f && !after_title) next_row(), name_row(0);
        for (size_t from = 0;;) {
          size_t to = std::min(n, from + static_cast<size_t>(std::max(1.0f, (right - x - 6 * s) / cw)));
          // The tag goes with the last pieces.
          if (to == n && to - from > 1 && x + cw * static_cast<float>(to - from) + 6 * s + tag_w > right) --to;
          part(from, to, from > 0, to < n);
          if (to == n) break;
          from = to;
          next_row();
        }
        x = right;
      }
      after_title = false;
      if (drawing && seen_any)
        f.ui.target(meld_id(g.seat, static_cast<int>(i)), seen_all,
                    meld_to_text(meld) + " (" + g.owner_name + (tag.empty() ? "" : ", " + tag) + ")", t.enabled);
      if (whole && seen_whole) ++*whole;
      if (below && cut_below) ++*below;
    }
    if (!flow) y += ch + gap;
  }
  return flow && !groups.empty() ? y + ch + gap : y;
}

}  // namespace

std::string meld_id(int seat, int index) { return "meld:" + std::to_string(seat) + ":" + std::to_string(index); }

std::optional<std::pair<int, int>> meld_of_id(std::string_view id) {
  // from_chars rather than sscanf: the scanf family alone weighed 2 KB of the first load.
  constexpr std::string_view prefix = "meld:";
  if (!id.starts_with(prefix)) return std::nullopt;
  const char* end = id.data() + id.size();
  int seat = 0, index = 0;
  auto [after_seat, seat_error] = std::from_chars(id.data() + prefix.size(), end, seat);
  if (seat_error != std::errc{} || after_seat == end || *after_seat != ':') return std::nullopt;
  if (std::from_chars(after_seat + 1, end, index).ec != std::errc{}) return std::nullopt;
  return std::make_pair(seat, index);
}

nlohmann::json melds_json(const std::vector<std::vector<Meld>>& table) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto& melds : table) {
    j.push_back(nlohmann::json::array());
    for (const Meld& m : melds) j.back().push_back(meld_to_text(m));
  }
  return j;
}

bool draw_empty_table_words(Frame& f, std::string_view text, Rect box) {
  const float s = f.dpr;
  return draw_paragraph_in(f, text, Face::Regular, (box.w >= 600 * s ? 17 : 14) * s,
                           {box.x + 16 * s, box.y, box.w - 32 * s, box.h}, ui::kCream.with_alpha(170));
}

float meld_piece_w(bool grow, Rect table, float aspect, float least, float most, float dpr) {
  if (!grow) return least;
  // As large as one row of pieces under its title fills the area, up to the hand's own size and
  // 84 px: a young table's few melds are read from across the room, and the table shrinks them
  // only as melds come (draw_meld_table).
  const float one_row = (table.h - (6 + kTitleH + kRowGap) * dpr) / aspect;
  return std::max(least, std::min({one_row, most, 84 * dpr}));
}

namespace {

// A step between the sizes the melds are tried at: a few sizes a table, so the faces drawn at
// them are few too.
constexpr float kShrink = 0.95f;

// The largest of piece_w, piece_w * kShrink, piece_w * kShrink^2, ... down to `least` at which
// the melds fit the area's height (none: 0). A bisection over the steps: a smaller piece never
// needs more height.
float largest_fit(Frame& f, const MeldTable& t, const std::vector<MeldGroup>& groups, float least, Placing titles,
                  const std::function<void(Rect, const PlacedCard&)>& draw_piece) {
  const float bottom = t.area.y + t.area.h;
  auto size = [&](int k) { return t.piece_w * std::pow(kShrink, static_cast<float>(k)); };
  auto fits = [&](int k) { return place(f, t, groups, size(k), false, draw_piece, titles) <= bottom; };
  int last = 0;  // the smallest step still at least `least`
  while (size(last + 1) >= least && last < 60) ++last;
  if (!fits(last)) return 0;
  int lo = -1, hi = last;  // lo does not fit (or is before the first), hi fits
  while (hi - lo > 1) {
    const int mid = (lo + hi) / 2;
    (fits(mid) ? hi : lo) = mid;
  }
  return size(hi);
}

}  // namespace

void draw_meld_table(Frame& f, const MeldTable& t, const std::vector<MeldGroup>& groups,
                     const std::function<void(Rect, const PlacedCard&)>& draw_piece) {
  const float s = f.dpr;
  f.batch.rect(t.area, 10 * s, Color::hex(0x000000, 35));
  MeldsDrawn none;
  MeldsDrawn& drawn = t.drawn ? *t.drawn : none;
  drawn = {};
  for (const MeldGroup& g : groups) drawn.laid += static_cast<int>(g.melds.size());
  if (groups.empty()) {
    if (t.scroll) t.scroll->set_content_height(0);
    // Only where it fits: on a small phone the words beside the piles say what the table waits for.
    draw_empty_table_words(f, t.empty_text, t.area);
    return;
  }
  // With a scroll, never under the least size; without, shrinking on to a quarter.
  const float least = t.scroll ? std::min(t.piece_w, kLeastPieceW * s) : t.piece_w * 0.25f;
  // The titles over their groups, at the start of their first rows (a line saved a group), or
  // there with the groups running on (each group whole in a row where that keeps the size):
  // whichever lets the pieces be larger, the first of them where they do as well. Where none
  // fits at the least size, the groups run on (the most melds in view before scrolling).
  // A title wider than the area (a sideways phone's "Maximilianus's combinations · 3 of 5
  // programs") would run out of it: the short titles go in the rows instead.
  bool titles_fit = true;
  for (const MeldGroup& g : groups)
    titles_fit = titles_fit && f.text.measure(g.title, Face::Bold, 13 * s) <= t.area.w - 14 * s;
  const float above = titles_fit ? largest_fit(f, t, groups, least, {Titles::Above}, draw_piece) : 0;
  const float in_rows = largest_fit(f, t, groups, least, {Titles::Inline}, draw_piece);
  const float flow = largest_fit(f, t, groups, least, {Titles::Flow}, draw_piece);
  Placing titles{in_rows > above * 1.02f ? Titles::Inline : Titles::Above};
  if (flow > std::max(above, in_rows) * 1.02f || std::max({above, in_rows, flow}) == 0)
    titles.titles = flow > 0 && largest_fit(f, t, groups, least, {Titles::FlowGroups}, draw_piece) >= flow
                        ? Titles::FlowGroups
                        : Titles::Flow;
  float cw = std::max({above, in_rows, flow, least});
  // Each row a group runs on into names its owner where that loses no meld: of these, the one
  // whose rows are all named and all its melds fit at the largest size, at most three steps (14%)
  // smaller than without names and still kLeastShrunkW wide (a tablet's, a desktop's: Rummy-O's
  // four groups in four rows at 1920x1080; a phone's, near their least, keep their size): the same
  // titles naming the rows, titles at the start of each group's rows, titles over the groups. Else
  // the rows are named where as many melds lie whole in view (a phone's, whose melds scroll).
  if (titles.titles != Titles::Above) {
    auto unnamed_at = [&](Placing p, float w) {
      int n = 0, whole = 0;
      place(f, t, groups, w, false, draw_piece, p, 0, &whole, nullptr, &n);
      return std::make_pair(n, whole);
    };
    Placing named = titles;
    named.named = true;
    const std::pair<Placing, float> tries[] = {
        {named, largest_fit(f, t, groups, least, named, draw_piece)},
        {{Titles::Inline, true}, largest_fit(f, t, groups, least, {Titles::Inline, true}, draw_piece)},
        {{Titles::Above}, above}};
    const float was = cw;
    bool found = false;
    for (const auto& [p, w] : tries)
      if (was > least && w >= was * kShrink * kShrink * kShrink * 0.999f &&
          (w >= was * 0.999f || w >= kLeastShrunkW * s) && (!found || w > cw * 1.001f) && unnamed_at(p, w).first == 0)
        titles = p, cw = w, found = true;
    if (!found && unnamed_at(named, cw).second >= unnamed_at(titles, cw).second) titles = named;
  }
  drawn.w = cw - 2 * s;  // draw_piece is given cw less a 2 px gap
  drawn.row_w = t.area.w - 14 * s;
  if (!t.scroll) {
    place(f, t, groups, cw, true, draw_piece, titles, 0, &drawn.shown, nullptr, &drawn.unnamed);
    return;
  }
  // What still overflows scrolls, clipped to the area, with its bar at the right and under it a
  // line counting the melds below (a thin bar alone did not tell a small phone's player that four
  // of Rummü's ten combinations lay out of sight).
  // The line takes the area's foot where that hides no meld more (else the bar alone tells).
  MeldTable view = t;
  view.area.h -= kCueH * s;
  int out = 0, whole = 0, whole_less = 0;
  place(f, t, groups, cw, false, draw_piece, titles, t.scroll->offset(), &whole, &out);
  place(f, view, groups, cw, false, draw_piece, titles, t.scroll->offset(), &whole_less);
  if (out == 0 || whole_less < whole) view.area = t.area;
  // Nor is a row left cut by the area's foot (a sideways phone's last row showed half its cards,
  // nothing said under it): the view ends under the last whole row, the cut one scrolled out of
  // it, and the line takes the room freed where it holds it.
  if (out > 0 && whole > 0) {
    auto whole_in = [&](float h) {
      MeldTable v = t;
      v.area.h = h;
      int n = 0;
      place(f, v, groups, cw, false, draw_piece, titles, t.scroll->offset(), &n);
      return n;
    };
    float lo = 0, hi = view.area.h;  // lo shows fewer whole melds, hi all of them
    while (hi - lo > 0.5f * s) {
      const float mid = (lo + hi) * 0.5f;
      (whole_in(mid) >= whole ? hi : lo) = mid;
    }
    view.area.h = hi;
  }
  t.scroll->set_viewport(view.area);
  t.scroll->set_content_height(place(f, view, groups, cw, false, draw_piece, titles) - t.area.y);
  int below = 0;
  {
    const ui::ClipScope clip(f.batch, view.area);
    place(f, view, groups, cw, true, draw_piece, titles, t.scroll->offset(), &drawn.shown, &below, &drawn.unnamed);
  }
  t.scroll->draw_bar(f.batch, s);
  if (below > 0 && view.area.h <= t.area.h - kCueH * s + 0.5f)
    f.text.draw_fit(f.batch, say("{count} more below", {{"count", std::to_string(below)}}), Face::Bold, 13 * s,
                    t.area.w - 16 * s, t.area.x + t.area.w * 0.5f, view.area.y + view.area.h + 1 * s, ui::kGold,
                    render::Align::Center);
}

}  // namespace parlor::scenes
