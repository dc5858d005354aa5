// Drawing and input of the Rummy-O table (immediate mode: each widget is handled where it is drawn).
#include <SDL.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/platform/web_bridge.h"
#include "app/scenes/rummy_o_table.h"
#include "app/kit/table_menu.h"
#include "app/ui/palette.h"
#include "app/ui/tile_face.h"
#include "games/rummy_o/rules.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;
using rummy_o::Phase;

namespace {
constexpr Color kPanel = Color::hex(0x000000, 60);
constexpr Color kError = Color::hex(0xb2473e);
constexpr Color kTurnGlow = Color::hex(0xe2b64c);
}  // namespace

void RummyOTable::draw(Frame& f) {
  layout_ = layout_rummy_o(f.width, f.height, f.dpr, view_.players - 1);
  if (curtain_.draw(f, session_, director_)) {
    nlohmann::json j{{"screen", "curtain"}, {"game", "rummy_o"}, {"curtain", curtain_.mode_name()},
                     {"for", session_.seat_name(session_.curtain_seat())}};
    publish_json(j);
    return;
  }
  if (session_.viewer() >= 0 && session_.viewer() != me_) sync_viewer();
  f.batch.felt(ui::kFelt);
  draw_bar(f);
  draw_opponents(f);
  draw_table(f);
  draw_piles(f);
  draw_messages(f);
  draw_staged(f);
  draw_buttons(f);
  draw_rack(f);
  if (overlay_ == Overlay::None) {
    for (SDL_Keycode k : f.input.keys) {
      if (k == SDLK_ESCAPE) overlay_ = Overlay::Menu;
      if (k == SDLK_d && person_to_act() && view_.phase == Phase::Draw) act(Action::draw_stock());
      if (k == SDLK_t && person_to_act() && view_.phase == Phase::Draw) act(Action::take_discard());
      if (k == SDLK_m) stage_selected();
      if (k == SDLK_s) rack().sort_by_suit(0);
      if (k == SDLK_n) rack().sort_by_rank(0);
    }
    curtain_.draw_summary(f);
  }
  if (overlay_ == Overlay::Menu && draw_table_menu(f, session_, director_)) overlay_ = Overlay::None;
  if (overlay_ == Overlay::Scores) draw_scores(f, false);
  if (overlay_ == Overlay::Results) draw_scores(f, true);
  publish_state();
}

void RummyOTable::draw_bar(Frame& f) {
  const float s = layout_.s;
  f.batch.rect(layout_.bar, 0, Color::hex(0x000000, 50));
  if (f.ui.button("menu", layout_.menu_button, "", ui::ButtonKind::Quiet)) overlay_ = Overlay::Menu;
  const Rect m = layout_.menu_button;
  for (int i = 0; i < 3; ++i)
    f.batch.rect({m.x + m.w * 0.5f - 9 * s, m.y + m.h * 0.5f - 7 * s + static_cast<float>(i) * 6 * s, 18 * s, 2.5f * s},
                 1.2f * s, ui::kCream);
  if (f.ui.button("scores", layout_.score_button, "Scores", ui::ButtonKind::Quiet)) overlay_ = Overlay::Scores;
  const std::string title = "Rummy-O  \u00B7  Round " + std::to_string(view_.round) + " of " + std::to_string(rummy_o::kRounds);
  const float left = m.x + m.w + 8 * s, room = layout_.score_button.x - 8 * s - left;
  f.text.draw_fit(f.batch, title, Face::Bold, 16 * s, room, left + room * 0.5f, layout_.bar.y + 12 * s, ui::kCream, Align::Center);
}

void RummyOTable::draw_opponents(Frame& f) {
  const float s = layout_.s;
  for (int k = 0; k < static_cast<int>(layout_.opponents.size()); ++k) {
    const int seat = (me_ + 1 + k) % view_.players;
    const Rect b = layout_.opponents[static_cast<size_t>(k)];
    const bool turn = view_.current == seat && view_.phase != Phase::GameOver;
    f.batch.rect(b, 10 * s, turn ? Color::hex(0x000000, 95) : kPanel);
    if (turn) f.batch.ring(b, 10 * s, 2 * s, kTurnGlow);
    const int tiles = view_.rack_sizes[static_cast<size_t>(seat)];
    const int total = view_.scores.totals.empty() ? 0 : view_.scores.totals[static_cast<size_t>(seat)];
    const bool on = view_.on_board[static_cast<size_t>(seat)];
    f.text.draw_fit(f.batch, seat_name(seat) + (seat == view_.first ? "  \u25B2" : ""), Face::Bold, 14 * s, b.w - 16 * s,
                    b.x + 8 * s, b.y + 5 * s, ui::kCream);
    const std::string line = std::to_string(tiles) + (tiles == 1 ? " tile" : " tiles") + "  \u00B7  " +
                             std::to_string(total) + " pts" + (on ? "  \u00B7  on board" : "");
    f.text.draw_fit(f.batch, line, Face::Regular, 12 * s, b.w - 16 * s, b.x + 8 * s, b.y + 25 * s, ui::kGold);
    f.ui.clickable("seat:" + std::to_string(seat), b, seat_name(seat) + ", " + line, true);
  }
}

// The melds on the table, grouped by owner (the person's own first), wrapping in rows; the tiles
// shrink until everything fits the area.
void RummyOTable::draw_table(Frame& f) {
  const float s = layout_.s;
  const Rect area = layout_.table;
  f.batch.rect(area, 10 * s, Color::hex(0x000000, 35));
  std::vector<int> order;
  for (int k = 0; k < view_.players; ++k)
    if (!view_.table[static_cast<size_t>((me_ + k) % view_.players)].empty()) order.push_back((me_ + k) % view_.players);
  if (order.empty()) {
    f.text.draw_fit(f.batch, "No melds on the table yet. Go on board with 50 points or more, including a run.",
                    Face::Regular, 13 * s, area.w - 20 * s, area.x + area.w * 0.5f, area.y + area.h * 0.45f,
                    ui::kCream.with_alpha(170), Align::Center);
    return;
  }
  std::optional<std::pair<int, int>> tapped;
  // One pass lays out (and, when drawing, draws); returns the bottom reached.
  auto pass = [&](float cw, bool drawing) {
    const float ch = cw * 1.3f, label_h = 18 * s, gap = 8 * s;
    float y = area.y + 6 * s;
    for (int seat : order) {
      const auto& melds = view_.table[static_cast<size_t>(seat)];
      if (drawing)
        f.text.draw(f.batch, seat == me_ && !session_.all_bots() ? "Your melds" : seat_name(seat) + "'s melds", Face::Bold, 12 * s,
                    area.x + 8 * s, y, ui::kGold);
      y += label_h;
      float x = area.x + 8 * s;
      for (size_t i = 0; i < melds.size(); ++i) {
        const auto& cards = melds[i].meld.cards;
        const float w = cw * static_cast<float>(cards.size()) + 6 * s;
        if (x + w > area.x + area.w - 6 * s) {
          x = area.x + 8 * s;
          y += ch + gap;
        }
        if (drawing) {
          const Rect box{x - 3 * s, y - 3 * s, w, ch + 6 * s};
          const bool hinted = hint_meld_ && hint_meld_->first == seat && hint_meld_->second == static_cast<int>(i);
          f.batch.rect(box, 5 * s, hinted ? Color::hex(0xe2b64c, 130) : kPanel);
          for (size_t c = 0; c < cards.size(); ++c) {
            const Rect tile{x + cw * static_cast<float>(c), y, cw - 2 * s, ch};
            ui::draw_tile(f.batch, f.text, tile, s, cards[c].card);
            if (cards[c].card.is_joker()) {
              // The tile a joker stands for, small on it: what claiming it takes.
              const Card as(cards[c].as.suit(), cards[c].as.rank() == 14 ? 1 : cards[c].as.rank());
              f.text.draw_fit(f.batch, to_text(as), Face::Bold, ch * 0.24f, cw - 2 * s, tile.x + tile.w * 0.5f,
                              tile.y + ch * 0.74f, ui::tile_colour(as.suit()), Align::Center);
            }
          }
          const std::string label = meld_to_text(melds[i].meld) + " (" + seat_name(seat) + ")";
          if (f.ui.clickable("meld:" + std::to_string(seat) + ":" + std::to_string(i), box, label, overlay_ == Overlay::None))
            tapped = std::make_pair(seat, static_cast<int>(i));
        }
        x += w + gap;
      }
      y += ch + gap;
    }
    return y;
  };
  float cw = layout_.chip_w;
  for (int k = 0; k < 6 && pass(cw, false) > area.y + area.h; ++k) cw *= 0.85f;
  pass(cw, true);
  // Played after the loop: a move changes the melds being drawn.
  if (tapped) tap_meld(tapped->first, tapped->second);
}

void RummyOTable::draw_piles(Frame& f) {
  const float s = layout_.s;
  const bool drawing = person_to_act() && view_.phase == Phase::Draw && overlay_ == Overlay::None;
  const Rect st = layout_.stock;
  ui::draw_tile_back(f.batch, st, s);
  if (drawing) f.batch.ring({st.x - 3 * s, st.y - 3 * s, st.w + 6 * s, st.h + 6 * s}, 8 * s, 3 * s, kTurnGlow);
  f.text.draw(f.batch, std::to_string(view_.stock_count), Face::Bold, 12 * s, st.x + st.w * 0.5f, st.y + st.h + 2 * s,
              ui::kCream, Align::Center);
  if (f.ui.clickable("stock", st, "Stock: take a tile", drawing)) act(Action::draw_stock());
  const Rect d = layout_.discard;
  if (!view_.discard_top.is_none()) ui::draw_tile(f.batch, f.text, d, s, view_.discard_top);
  else f.batch.ring(d, 8 * s, 2 * s, ui::kCream.with_alpha(90));
  const bool can_take = drawing && !view_.discard_top.is_none();
  if (can_take) f.batch.ring({d.x - 3 * s, d.y - 3 * s, d.w + 6 * s, d.h + 6 * s}, 8 * s, 3 * s, kTurnGlow);
  f.text.draw(f.batch, "Discard", Face::Regular, 12 * s, d.x + d.w * 0.5f, d.y + d.h + 2 * s, ui::kCream, Align::Center);
  const std::string label = view_.discard_top.is_none() ? "Discard pile (empty)" : "Discard pile: " + card_name(view_.discard_top);
  if (f.ui.clickable("discard", d, label, can_take || playing())) {
    if (can_take) act(Action::take_discard());
    else discard_selected();
  }
  // The opening counter: what the composed melds are worth against the 50 needed.
  const Rect c = layout_.counter;
  std::string line;
  Color ink = ui::kCream;
  if (view_.on_board[static_cast<size_t>(me_)]) {
    line = "You are on board: add to any meld.";
  } else {
    const int pts = staged_points();
    const bool run = staged_has_run();
    line = "Opening: " + std::to_string(pts) + " / " + std::to_string(rummy_o::kOpeningPoints) + "  \u00B7  run " +
           (run ? "\u2713" : "\u2717");
    if (pts >= rummy_o::kOpeningPoints && run) ink = ui::kGold;
  }
  f.text.draw_fit(f.batch, line, Face::Bold, 14 * s, c.w, c.x, c.y + c.h * 0.5f - 9 * s, ink);
}

void RummyOTable::draw_messages(Frame& f) {
  const float s = layout_.s;
  std::string banner;
  bool strong = false;
  if (view_.phase == Phase::GameOver) {
    banner = "The game is over.";
  } else if (person_to_act()) {
    strong = true;
    banner = view_.phase == Phase::FirstDiscard ? "You start: discard one of your 15 tiles."
             : view_.phase == Phase::Draw       ? "Your turn: take a tile from the stock or the discard."
                                                : "Lay down, add on, then discard one tile.";
  } else if (view_.current >= 0) {
    banner = seat_name(view_.current) + " is playing\u2026";
  }
  const bool err = !error_.text().empty();
  const std::string& text = err ? error_.text() : banner;
  if (!text.empty()) {
    const Rect r = layout_.banner;
    const float w = std::min(r.w, f.text.measure(text, Face::Bold, 14 * s) + 28 * s);
    const Rect pill{r.x + (r.w - w) * 0.5f, r.y, w, r.h};
    f.batch.rect(pill, pill.h * 0.5f, err ? kError : strong ? Color::hex(0xe2b64c, 235) : kPanel);
    f.text.draw_fit(f.batch, text, Face::Bold, 14 * s, pill.w - 16 * s, pill.x + pill.w * 0.5f, pill.y + 7 * s,
                    err ? ui::kCardFace : strong ? ui::kInk : ui::kCream, Align::Center);
  }
  if (!view_.events.empty()) {
    const Rect r = layout_.log;
    f.text.draw_fit(f.batch, named(rummy_o::describe_event(view_.events.back())), Face::Regular, 13 * s, r.w,
                    r.x + r.w * 0.5f, r.y + 2 * s, ui::kCream.with_alpha(220), Align::Center);
  }
}

void RummyOTable::draw_staged(Frame& f) {
  const float s = layout_.s;
  const Rect area = layout_.staged;
  const float cw = layout_.chip_w, ch = layout_.chip_h;
  const auto& melds = rack().staged();
  if (melds.empty() && playing() && view_.phase == Phase::Play)
    f.text.draw_fit(f.batch, "Select tiles and press Meld to compose a meld; tap a table meld to add to it.", Face::Regular,
                    12 * s, area.w, area.x + area.w * 0.5f, area.y + (area.h - 16 * s) * 0.5f, ui::kCream.with_alpha(170),
                    Align::Center);
  float x = area.x;
  int take_back = -1;
  for (size_t m = 0; m < melds.size(); ++m) {
    const float w = cw * static_cast<float>(melds[m].cards.size());
    if (x + w > area.x + area.w) break;
    const Rect box{x - 3 * s, area.y + 2 * s, w + 6 * s, ch + 8 * s};
    f.batch.rect(box, 6 * s, kPanel);
    for (size_t c = 0; c < melds[m].cards.size(); ++c)
      ui::draw_tile(f.batch, f.text, {x + cw * static_cast<float>(c), area.y + 6 * s, cw - 2 * s, ch}, s, melds[m].cards[c].card);
    if (f.ui.clickable("staged:" + std::to_string(m), box, "Composed " + meld_to_text(melds[m]) + " (tap to take back)"))
      take_back = static_cast<int>(m);
    x += w + 12 * s;
  }
  if (take_back >= 0) rack().unstage(take_back);
}

void RummyOTable::draw_buttons(Frame& f) {
  const float s = layout_.s;
  const Rect r = layout_.buttons;
  const bool mine = playing();
  const bool play_phase = mine && view_.phase == Phase::Play;
  const int sel = rack().selected_count();
  const bool on_board = view_.on_board[static_cast<size_t>(me_)];
  const bool going_out = play_phase && !on_board && !rack().staged().empty() && sel == 1;
  const float gap = 5 * s, w = (r.w - 5 * gap) / 6.0f;
  auto slot = [&](int i) { return Rect{r.x + static_cast<float>(i) * (w + gap), r.y, w, r.h}; };
  if (f.ui.button("sort-colour", slot(0), "Colour", ui::ButtonKind::Secondary)) rack().sort_by_suit(0);
  if (f.ui.button("sort-number", slot(1), "Number", ui::ButtonKind::Secondary)) rack().sort_by_rank(0);
  if (f.ui.button("hint", slot(2), "Hint", ui::ButtonKind::Secondary, person_to_act() && overlay_ == Overlay::None)) suggest();
  if (f.ui.button("meld", slot(3), "Meld", ui::ButtonKind::Primary, play_phase && sel >= 3)) stage_selected();
  if (f.ui.button("lay-down", slot(4), "Lay down", ui::ButtonKind::Primary, play_phase && !rack().staged().empty()))
    lay_down_staged();
  if (f.ui.button("discard-button", slot(5), going_out ? "Go out" : "Discard",
                  going_out ? ui::ButtonKind::Danger : ui::ButtonKind::Primary, mine && sel == 1))
    discard_selected();
  (void)s;
}

void RummyOTable::draw_rack(Frame& f) {
  const float s = layout_.s;
  const auto& tiles = rack().cards();
  const int n = static_cast<int>(tiles.size());
  ui::Input& in = f.input;
  // A press on a tile that travels becomes a drag: reorder the rack, or drop on a pile or meld.
  if (drag_index_ < 0 && in.down && overlay_ == Overlay::None && in.dragging(s)) {
    std::string_view active = f.ui.active();
    if (active.rfind("rack:", 0) == 0) {
      drag_index_ = std::atoi(std::string(active.substr(5)).c_str());
      f.ui.cancel_press();
    }
  }
  if (drag_index_ >= n) drag_index_ = -1;
  if (drag_index_ >= 0) {
    drag_x_ = in.x;
    drag_y_ = in.y;
    if (!in.down) {
      const int i = drag_index_;
      drag_index_ = -1;
      if (layout_.discard.contains(in.x, in.y)) {
        rack().select_only(i);
        discard_selected();
      } else if (layout_.rack.contains(in.x, in.y)) {
        rack().move(i, layout_.rack_slot(in.x, in.y, n));
      } else if (layout_.table.contains(in.x, in.y)) {
        // Dropped on the table: onto the meld under the pointer, as if selected and tapped.
        rack().select_only(i);
        for (int seat = 0; seat < view_.players; ++seat)
          for (int m = 0; m < static_cast<int>(view_.table[static_cast<size_t>(seat)].size()); ++m)
            if (f.ui.hovered("meld:" + std::to_string(seat) + ":" + std::to_string(m))) return tap_meld(seat, m);
      }
    }
  }
  for (int i = 0; i < n; ++i) {
    const bool sel = rack().selected(i);
    const Rect r = layout_.rack_tile(i, n, sel);
    if (f.ui.clickable("rack:" + std::to_string(i), r, card_name(tiles[static_cast<size_t>(i)]), overlay_ == Overlay::None))
      rack().toggle(i);
    if (i == drag_index_) continue;
    ui::TileStyle st;
    st.selected = sel;
    st.lift = sel ? 0.6f : 0.0f;
    ui::draw_tile(f.batch, f.text, r, s, tiles[static_cast<size_t>(i)], st);
  }
  if (drag_index_ >= 0)
    ui::draw_tile(f.batch, f.text, {drag_x_ - layout_.tile_w * 0.5f, drag_y_ - layout_.tile_h * 0.6f, layout_.tile_w, layout_.tile_h},
                  s, tiles[static_cast<size_t>(drag_index_)], {false, false, 1.0f});
}

void RummyOTable::publish_json(const nlohmann::json& j) {
  std::string text = j.dump();
  if (text != published_) {
    published_ = std::move(text);
    web::publish("State", published_.c_str());
  }
}

void RummyOTable::publish_state() {
  nlohmann::json j;
  j["screen"] = "table";
  j["game"] = "rummy_o";
  j["me"] = me_;
  j["round"] = view_.round;
  j["phase"] = rummy_o::phase_name(view_.phase);
  j["to_act"] = person_to_act();
  j["current"] = view_.current;
  nlohmann::json shown = nlohmann::json::array(), selected = nlohmann::json::array();
  for (int i = 0; i < static_cast<int>(rack().cards().size()); ++i) {
    shown.push_back(to_text(rack().cards()[static_cast<size_t>(i)]));
    if (rack().selected(i)) selected.push_back(i);
  }
  j["hand"] = shown;
  j["rack_size"] = view_.rack.size();
  j["selected"] = selected;
  j["staged"] = rack().staged().size();
  j["opening_points"] = staged_points();
  j["on_board"] = view_.on_board;
  nlohmann::json table = nlohmann::json::array();
  for (const auto& melds : view_.table) {
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& m : melds) arr.push_back(meld_to_text(m.meld));
    table.push_back(std::move(arr));
  }
  j["table"] = std::move(table);
  j["hint_meld"] = hint_meld_ ? nlohmann::json::array({hint_meld_->first, hint_meld_->second}) : nlohmann::json(nullptr);
  j["discard_top"] = view_.discard_top.is_none() ? "" : to_text(view_.discard_top);
  const char* overlays[] = {"", "menu", "scores", "results"};
  j["overlay"] = overlays[static_cast<int>(overlay_)];
  j["game_over"] = session_.match().is_over();
  j["error"] = error_.text();
  j["totals"] = view_.scores.totals;
  j["rounds_scored"] = view_.scores.rounds.size();
  if (view_.last_round)
    j["last_round"] = {{"way", rummy_o::way_out_name(view_.last_round->way)}, {"went_out", view_.last_round->went_out},
                       {"bonus", view_.last_round->bonus}, {"points", view_.last_round->points}};
  j["summary"] = curtain_.summary_open();
  j["moves"] = session_.state().history().size();
  j["hints"] = hints_;
  j["viewer"] = session_.viewer();
  publish_json(j);
}

}  // namespace parlor::scenes
