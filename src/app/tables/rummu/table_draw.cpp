// Drawing of the Rummü table, its reveal and its published state: it only draws and says what
// may be tapped (table.cpp acts).
#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/kit/meld_table.h"
#include "app/kit/opponents.h"
#include "app/screen/modal.h"
#include "app/tables/rummu/table.h"
#include "app/ui/palette.h"
#include "app/ui/tile_face.h"
#include "engine/enum_names.h"
#include "engine/sentence.h"
#include "games/rummu/melds.h"
#include "games/rummu/scoring.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;
using rummu::Phase;

namespace {

// What a combination scores as it lies, in the words of the round's end breakdown: "30 points",
// or "" for cards that make none.
std::string points_tag(const Meld& m) {
  const auto c = rummu::read_combination(m.cards);
  return c ? plural(rummu::combination_points(*c), "point") : std::string();
}

// "Pure run 3-5: 10", "Mixed book of 7s (half): 5".
std::string scoring_line(const rummu::ScoredCombination& sc) {
  const auto c = rummu::read_combination(sc.meld.cards);
  std::string line = sc.pure ? "Pure " : "Mixed ";
  if (c && c->kind == MeldKind::Book) {
    line += "book of " + std::to_string(c->number) + "s";
    if (rummu::half_points_book(c->number)) line += " (half)";
  } else if (c) {
    line += "run " + std::to_string(c->number) + "\u2013" + std::to_string(c->number + c->cards - 1);
  } else {
    line += "combination";
  }
  return line + ": " + std::to_string(sc.points);
}

}  // namespace

std::string RummuTable::composed_hint() const {
  if (!playing()) return "";
  return "Select cards and press Meld to compose a combination; tap one on the table to add to it.";
}

void RummuTable::draw_opponents(Frame& f) const {
  if (fan_covers_middle()) return;
  const auto& v = view();
  const std::vector<Opponent> seats = opponent_seats(v.hand_sizes, [&](Opponent& o) {
    const auto at = static_cast<size_t>(o.seat);
    o.dealer = o.seat == v.dealer;
    // Partners: the reader's partner named so, each team in a colour of its own.
    if (partners() && at < v.scores.teams.size()) {
      static constexpr Color kTeams[] = {Color::hex(0x2f7fd0), Color::hex(0xc0392b), Color::hex(0x8e44ad)};
      o.colour = kTeams[static_cast<size_t>(v.scores.teams[at]) % 3];
      if (me() >= 0 && v.scores.team(o.seat) == v.scores.team(me())) o.tag = "partner";
    }
    // Came out this round: said on the seat's line where it fits (its width less the padding,
    // opponents.cpp; a wide seat, 150 px, breaks its line onto a second), else marked beside the
    // name where it has the room (Opponent::sign).
    if (at < v.came_out.size() && v.came_out[at]) {
      const std::string line = o.line + kDot + "came out";
      const float room = layout_.opponents.empty() ? 0 : layout_.opponents.front().w - 14 * layout_.s;
      if (room >= 136 * layout_.s || f.text.measure(line, Face::Regular, 13 * layout_.s) <= room) {
        o.line = line;
      } else {
        o.sign = "\u2713";
        o.sign_words = say("{name} came out this round", {{"name", o.name}});
      }
    }
  });
  scenes::draw_opponents(f, layout_.opponents, seats,
                         {layout_.chip_w, [&](Rect r) { ui::draw_tile_back(f.batch, r, layout_.s * 0.5f); },
                          [&](Rect r, const PlacedCard& p) { draw_piece(f, r, p); }},
                         seats_drawn());
}

// The combinations on the table, grouped by owner, the person's own first, each with its points.
void RummuTable::draw_melds(Frame& f) const {
  if (fan_shown()) return;  // under the fan
  const auto& v = view();
  std::vector<MeldGroup> groups;
  for (int k = 0; k < v.players; ++k) {
    const int seat = ((me() < 0 ? 0 : me()) + k) % v.players;
    const auto& melds = v.table[static_cast<size_t>(seat)];
    if (melds.empty()) continue;
    // What the combinations score now: each one's number beside it (as the rules screen says),
    // in its label with its unit, and their sum in the title (where the title is whole).
    int points = 0;
    std::vector<std::string> marks;
    for (const Meld& m : melds) {
      const auto c = rummu::read_combination(m.cards);
      points += c ? rummu::combination_points(*c) : 0;
      marks.push_back(c ? std::to_string(rummu::combination_points(*c)) : std::string());
    }
    const std::string owner = who(seat) == "You" ? "Your combinations" : seat_name(seat) + "'s combinations";
    MeldGroup g{seat, owner + kDot + plural(points, "point"), seat_name(seat), melds, {}, who(seat), std::move(marks)};
    for (const Meld& m : melds) g.tags.push_back(points_tag(m));
    groups.push_back(std::move(g));
  }
  MeldTable t{layout_.table,
              layout_.meld_w,
              layout_.chip_h / layout_.chip_w,
              highlight(),
              !covered() && !fan_open_,
              "No combinations on the table yet. Come out with at least " +
                  std::to_string(std::max(come_out_min(), 3)) + " cards."};
  t.scroll = melds_scroll();
  t.drawn = melds_drawn();
  draw_meld_table(f, t, groups, [&](Rect r, const PlacedCard& p) { draw_piece(f, r, p); });
}

// Beside the piles: what coming out takes, and what is composed.
void RummuTable::draw_beside_piles(Frame& f) const {
  const Rect c = layout_.words;
  if (c.w <= 0 || fan_covers_middle()) return;
  std::string line;
  Color ink = ui::kCream;
  const int staged = staged_cards();
  int points = 0;
  for (const Meld& m : hand().staged())
    if (const auto cb = rummu::read_combination(m.cards)) points += rummu::combination_points(*cb);
  if (me() < 0) {
    line = "";
  } else if (!came_out()) {
    line = "To come out: " + std::to_string(come_out_min()) + " cards. Composed: " + std::to_string(staged) + ".";
    if (staged >= come_out_min()) ink = ui::kGold;
  } else {
    line = "You came out.";
    if (staged > 0) line += " Composed: " + std::to_string(staged) + " cards, " + std::to_string(points) + " points.";
  }
  // A desktop's one line under the combinations: on one line, fitted, where it does not wrap.
  if (!line.empty() && !draw_paragraph_in(f, line, Face::Bold, 14 * f.dpr, c, ink))
    f.text.draw_fit(f.batch, line, Face::Bold, 14 * f.dpr, c.w, c.x, c.y + c.h * 0.5f - 9 * f.dpr, ink);
}

void RummuTable::draw_table(Frame& f) const {
  SharedMeldsTable::draw_table(f);
  if (fan_shown()) draw_fan(f);
}

bool RummuTable::fan_covers_middle() const {
  // A title and one row of cards at their smallest; the title whole beside Close.
  constexpr float kFanLeastH = 120, kFanLeastW = 260;
  return fan_shown() && (layout_.table.h < kFanLeastH * layout_.s || layout_.table.w < kFanLeastW * layout_.s);
}

Rect RummuTable::fan_area() const {
  const Rect t = layout_.table;
  if (!fan_covers_middle()) return t;
  float top = t.y;
  for (const Rect& r : layout_.opponents) top = std::min(top, r.y);
  // Down to the piles (their words under them are hidden too, and the banner starts there).
  const float bottom = std::max(t.y + t.h, layout_.discard.y + layout_.discard.h);
  // From the piles' edge too, where a short middle puts the combinations beside them.
  const float left = std::min(t.x, layout_.stock.x);
  return {left, top, t.x + t.w - left, bottom - top};
}

// The discard pile fanned out over the combinations, the top card first: a tap on one takes it
// and every card above it. A tidy pile shows its top card and a back for each card under it,
// numbered with how many a tap there takes.
void RummuTable::draw_fan(Frame& f) const {
  const auto& v = view();
  const auto& pile = v.shown_pile;
  const float s = layout_.s;
  const Rect area = fan_area();
  f.batch.rect(area, 10 * s, Color::hex(0x0b2a1a));
  const float title_h = 22 * s;
  // The question whole: its short form where a narrow area has no room for the long one.
  const float title_w = area.w - 86 * s;
  std::string title = v.open_pile ? "Take down to which card?" : "Take how many cards?";
  if (f.text.measure(title, Face::Bold, 14 * s) > title_w)
    title = v.open_pile ? "Down to which card?" : "How many cards?";
  f.text.draw_fit(f.batch, title, Face::Bold, 14 * s, title_w, area.x + 10 * s, area.y + 6 * s, ui::kGold);
  // 72 px: "Close" whole at every size of type (a desktop's zoom rounds its glyphs wider).
  f.ui.button("fan-close", {area.x + area.w - 74 * s, area.y + 2 * s, 72 * s, 44 * s}, "Close", ui::ButtonKind::Quiet);
  const int n = v.discard_count;
  const float top = area.y + title_h + 26 * s, avail_h = area.y + area.h - top - 6 * s;
  // Cards as big as fit in rows across the area.
  float cw = std::min(layout_.card_w, 80 * s);
  for (int k = 0; k < 8; ++k) {
    const int per_row = std::max(1, static_cast<int>((area.w - 12 * s) / (cw + 4 * s)));
    const int rows = (n + per_row - 1) / per_row;
    if (static_cast<float>(rows) * (cw * 1.4f + 6 * s) <= avail_h || cw <= 30 * s) break;
    cw *= 0.88f;
  }
  const float ch = cw * 1.4f;
  const int per_row = std::max(1, static_cast<int>((area.w - 12 * s) / (cw + 4 * s)));
  for (int d = 1; d <= n; ++d) {
    const int row = (d - 1) / per_row, col = (d - 1) % per_row;
    const Rect r{area.x + 6 * s + static_cast<float>(col) * (cw + 4 * s), top + static_cast<float>(row) * (ch + 6 * s),
                 cw, ch};
    const bool chosen = d <= fan_depth_;
    if (d == 1 || v.open_pile) {
      const Card c = d == 1 ? v.discard_top : pile[pile.size() - static_cast<size_t>(d)];
      ui::draw_tile(f.batch, f.text, r, s, c, {d == fan_depth_, chosen && d != fan_depth_, 0, {}});
      f.ui.target("take-" + std::to_string(d), r,
                  d == 1 ? "Take the " + card_name(c) + " (the top card)"
                         : "Take " + std::to_string(d) + " cards, down to the " + card_name(c));
      continue;
    }
    ui::draw_tile_back(f.batch, r, s);
    // The deepest card chosen outlined in gold, those above it paler, as on a face.
    if (chosen) f.batch.ring(r, r.w * 0.16f, 3 * s, d == fan_depth_ ? ui::kGold : ui::kGold.with_alpha(150));
    {
      const render::ArtText art(f.text);
      const float px = std::max(13 * s, cw * 0.42f);
      f.text.draw(f.batch, std::to_string(d), Face::Bold, px, r.x + r.w * 0.5f,
                  r.y + (r.h - f.text.line_height(Face::Bold, px)) * 0.5f, ui::kCream, Align::Center);
    }
    f.ui.target("take-" + std::to_string(d), r, "Take " + std::to_string(d) + " cards from the top");
  }
}

void RummuTable::draw_piece(Frame& f, Rect r, const PlacedCard& p) const {
  ui::TileStyle style;
  if (rummu::is_joker(p)) style.stands_for = p.as;
  ui::draw_tile(f.batch, f.text, r, layout_.s, p.card, style);
}

void RummuTable::draw_back(Frame& f, Rect r) const { ui::draw_tile_back(f.batch, r, layout_.s); }

void RummuTable::draw_hand_item(Frame& f, const HandItem& it) const {
  const float lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
  ui::draw_tile(f.batch, f.text, it.box, layout_.s, it.card, {it.selected && !it.floating, false, lift, {}});
}

// The round's scoring, line by line: each combination laid (pure or mixed, its points), going
// out, the cards left in hand, and the exemption of the partner of who went out.
std::optional<Reveal> RummuTable::reveal() const {
  const auto& v = view();
  const auto& lr = v.last_round;
  if (!lr || lr->round != static_cast<int>(v.scores.rounds.size())) return std::nullopt;
  const std::string title = lr->went_out < 0 ? "Round " + std::to_string(lr->round) + ": nobody went out."
                            : who(lr->went_out) == "You"
                                ? "Round " + std::to_string(lr->round) + ": you went out!"
                                : "Round " + std::to_string(lr->round) + ": " + seat_name(lr->went_out) + " went out.";
  return revealed(title, [&](RevealSeat& rs) {
    const auto at = static_cast<size_t>(rs.seat);
    rs.points = at < lr->points.size() ? lr->points[at] : 0;
    rs.out = rs.seat == lr->went_out;
    if (at < lr->laid.size())
      for (const rummu::ScoredCombination& sc : lr->laid[at]) {
        rs.melds.push_back(sc.meld);
        rs.notes.push_back(scoring_line(sc));
      }
    if (rs.out) rs.notes.push_back("Going out: " + std::to_string(rummu::kGoingOutPoints));
    if (at < lr->left.size()) rs.left = lr->left[at];
    const bool exempt = at < lr->exempt.size() && lr->exempt[at];
    if (exempt) {
      rs.costed = false;
      const std::string partner = who(lr->went_out) == "You" ? "you" : seat_name(lr->went_out);
      if (!rs.left.empty())
        rs.notes.push_back((rs.name == "You" ? std::string("Your") : rs.name + "'s") +
                           " cards left do not count: " + partner + " went out.");
    } else if (!rs.left.empty() && at < lr->left_points.size()) {
      rs.notes.push_back("Cards left: " + std::to_string(lr->left_points[at]));
    }
  });
}

void RummuTable::publish_extra(nlohmann::json& j) const {
  const auto& v = view();
  publish_deal(j);
  j["came_out"] = v.came_out;
  j["come_out_min"] = v.come_out_min;
  j["plays"] = v.plays;
  j["partners"] = partners();
  j["teams"] = v.scores.teams;
  nlohmann::json pile = nlohmann::json::array();
  for (Card c : v.shown_pile) pile.push_back(to_text(c));
  j["discard_pile"] = std::move(pile);  // the cards the person sees: a tidy pile's top alone
  j["discard_count"] = v.discard_count;
  j["open_pile"] = v.open_pile;
  j["fan_open"] = fan_open_;
  j["fan_depth"] = fan_depth_;
  j["prompt"] = prompt().text;
  j["hint_kind"] = hint_kind_;
  j["hint_count"] = hint_count_;
  j["table"] = melds_json(v.table);
  nlohmann::json points = nlohmann::json::array();
  for (const auto& melds : v.table) {
    points.push_back(nlohmann::json::array());
    for (const auto& m : melds) points.back().push_back(points_tag(m));
  }
  j["meld_points"] = std::move(points);
  if (v.last_round)
    j["last_round"] = {{"round", v.last_round->round},
                       {"went_out", v.last_round->went_out},
                       {"points", v.last_round->points},
                       {"exempt", v.last_round->exempt}};
}

}  // namespace parlor::scenes
