// Drawing and pointer/keyboard handling of the Five Crowns table (immediate mode: each widget is
// handled where it is drawn).
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "app/platform/web_bridge.h"
#include "app/scenes/five_crowns_table.h"
#include "app/scenes/table_factory.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"
#include "games/five_crowns/rules.h"

namespace parlor::scenes {

using five_crowns::Phase;
using render::Align;
using render::Color;
using render::Face;
using render::Rect;

namespace {


float ease_out(float t) { return 1.0f - std::pow(1.0f - std::clamp(t, 0.0f, 1.0f), 3.0f); }

Rect lerp(Rect a, Rect b, float t) {
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t, a.h + (b.h - a.h) * t};
}

}  // namespace

void FiveCrownsTable::draw(Frame& f) {
  layout_ = layout_five_crowns(f.width, f.height, f.dpr, view_.players - 1);
  if (curtain_.draw(f, session_, director_)) {
    // Nothing of the table is drawn or published while the curtain is up.
    publish_curtain();
    return;
  }
  if (session_.viewer() >= 0 && session_.viewer() != me_) sync_viewer();
  f.batch.felt(ui::kFelt);
  const bool modal = overlay_ != Overlay::None;
  draw_bar(f);
  draw_opponents(f);
  draw_piles(f);
  draw_messages(f);
  draw_staged(f);
  draw_buttons(f);
  draw_hand(f);
  draw_flight(f);
  if (!modal) handle_keys(f);
  if (overlay_ == Overlay::Menu) draw_menu(f);
  if (overlay_ == Overlay::Scores) draw_scores(f, false);
  if (overlay_ == Overlay::Results) draw_scores(f, true);
  if (overlay_ == Overlay::None) curtain_.draw_summary(f);
  publish_state();
}

void FiveCrownsTable::draw_bar(Frame& f) {
  const Rect bar = layout_.bar;
  const float s = layout_.s;
  f.batch.rect(bar, 0, Color::hex(0x000000, 50));
  if (menu_button(f, layout_.menu_button)) overlay_ = Overlay::Menu;
  if (f.ui.button("scores", layout_.score_button, "Scores", ui::ButtonKind::Quiet)) overlay_ = Overlay::Scores;
  std::string title = "Hand " + std::to_string(view_.hand_number) + " of " + std::to_string(five_crowns::kHands) +
                      "  \u00B7  " + rank_name(view_.wild_rank, false) + "s wild";
  // Centred in the room between the two buttons, so a long title never runs under either.
  const float left = layout_.menu_button.x + layout_.menu_button.w + 8 * s, room = layout_.score_button.x - 8 * s - left;
  f.text.draw_fit(f.batch, title, Face::Bold, 16 * s, room, left + room * 0.5f, bar.y + 12 * s, ui::kCream, Align::Center);
}

void FiveCrownsTable::draw_opponents(Frame& f) {
  const float s = layout_.s;
  for (int k = 0; k < static_cast<int>(layout_.opponents.size()); ++k) {
    const int seat = (me_ + 1 + k) % view_.players;
    const Rect b = layout_.opponents[static_cast<size_t>(k)];
    const bool turn = view_.current == seat && view_.phase != Phase::GameOver;
    if (turn) f.batch.shadow(b, 10 * s, 8 * s, ui::kTurnGlow.with_alpha(150));
    f.batch.rect(b, 10 * s, turn ? Color::hex(0x000000, 95) : ui::kPanel);
    if (turn) f.batch.ring(b, 10 * s, 2 * s, ui::kTurnGlow);
    const float pad = 8 * s;
    std::string name = seat_name(seat);
    if (seat == view_.dealer) name += "  \u25CF";  // the dealer's button
    f.text.draw_fit(f.batch, name, Face::Bold, 14 * s, b.w - 2 * pad, b.x + pad, b.y + 6 * s, ui::kCream);
    const int count = view_.hand_sizes[static_cast<size_t>(seat)];
    const int total = view_.scores.totals.empty() ? 0 : view_.scores.totals[static_cast<size_t>(seat)];
    std::string line = std::to_string(count) + (count == 1 ? " card" : " cards") + "  \u00B7  " + std::to_string(total) + " pts";
    f.text.draw_fit(f.batch, line, Face::Regular, 12 * s, b.w - 2 * pad, b.x + pad, b.y + 26 * s, ui::kGold);
    f.ui.clickable("seat:" + std::to_string(seat), b, seat_name(seat) + ", " + line, true);
    // Laid melds after someone goes out; otherwise a small fan of backs shows the hand size.
    const auto& melds = view_.laid[static_cast<size_t>(seat)];
    float x = b.x + pad, y = b.y + 46 * s;
    if (!melds.empty()) {
      const float cw = std::min(layout_.chip_w * 0.8f, (b.w - 2 * pad) / 8.0f), ch = cw * 1.3f;
      for (const Meld& m : melds) {
        if (x + cw * static_cast<float>(m.cards.size()) > b.x + b.w - pad) break;
        for (const PlacedCard& p : m.cards) {
          ui::draw_card_chip(f.batch, f.text, {x, y, cw, ch}, s, p.card, five_crowns::is_wild_card(p.card, view_.wild_rank));
          x += cw * 0.9f;
        }
        x += cw * 0.4f;
      }
    } else {
      const float cw = layout_.chip_w * 0.7f, ch = cw * 1.4f, step = std::min(cw * 0.35f, (b.w - 2 * pad - cw) / std::max(1, count));
      for (int i = 0; i < std::min(count, 14); ++i)
        ui::draw_card_back(f.batch, f.text, {x + step * static_cast<float>(i), y, cw, ch}, s * 0.5f);
    }
  }
}

void FiveCrownsTable::draw_piles(Frame& f) {
  const float s = layout_.s;
  const bool drawing = person_to_act() && view_.phase == Phase::Draw && overlay_ == Overlay::None;
  // Stock: a short stack of backs, thicker when fuller.
  const Rect st = layout_.stock;
  const int layers = std::clamp(view_.stock_count / 12, 1, 4);
  for (int i = layers - 1; i >= 0; --i)
    ui::draw_card_back(f.batch, f.text, {st.x - static_cast<float>(i) * 2 * s, st.y - static_cast<float>(i) * 2 * s, st.w, st.h}, s);
  if (drawing) f.batch.ring({st.x - 4 * s, st.y - 4 * s, st.w + 8 * s, st.h + 8 * s}, st.w * 0.1f, 3 * s, ui::kTurnGlow);
  f.text.draw(f.batch, std::to_string(view_.stock_count), Face::Bold, 13 * s, st.x + st.w * 0.5f, st.y + st.h + 4 * s,
              ui::kCream, Align::Center);
  if (f.ui.clickable("stock", st, "Stock: draw a card", drawing)) draw_from_stock();

  const Rect d = layout_.discard;
  Card top = view_.discard_top;
  if (flight_ && flight_->hide_discard_top) top = flight_->pile_under;
  if (!top.is_none()) {
    ui::draw_card_face(f.batch, f.text, d, s, top, {five_crowns::is_wild_card(top, view_.wild_rank)});
  } else {
    f.batch.ring(d, d.w * 0.08f, 2 * s, ui::kCream.with_alpha(90));
  }
  const bool can_take = drawing && !view_.discard_top.is_none();
  const bool can_drop = person_to_act() && view_.phase == Phase::Discard && overlay_ == Overlay::None;
  if (can_take || (can_drop && hand().selected_count() == 1))
    f.batch.ring({d.x - 4 * s, d.y - 4 * s, d.w + 8 * s, d.h + 8 * s}, d.w * 0.1f, 3 * s, ui::kTurnGlow);
  f.text.draw(f.batch, "Discard", Face::Regular, 13 * s, d.x + d.w * 0.5f, d.y + d.h + 4 * s, ui::kCream, Align::Center);
  std::string label = top.is_none() ? "Discard pile (empty)" : "Discard pile: " + card_name(top);
  if (f.ui.clickable("discard", d, label, can_take || can_drop)) {
    if (can_take) {
      take_discard();
    } else if (hand().selected_count() == 1) {
      for (int i = 0; i < static_cast<int>(hand().cards().size()); ++i)
        if (hand().selected(i)) discard_selected(i);
    } else {
      error_.show("Select one card, then tap the pile to discard it.", 4.0f);
    }
  }
}

void FiveCrownsTable::draw_messages(Frame& f) {
  const float s = layout_.s;
  std::string banner;
  bool strong = false;
  if (view_.phase == Phase::GameOver) {
    banner = "The game is over.";
  } else if (view_.went_out >= 0) {
    strong = true;
    std::string who = view_.went_out == me_ && !session_.all_bots() ? "You" : seat_name(view_.went_out);
    banner = view_.final_turn && person_to_act() ? who + " went out! Your last turn: draw, lay down what you can, discard."
                                                 : who + " went out! Everyone else has one last turn.";
  } else if (person_to_act()) {
    strong = true;
    banner = view_.phase == Phase::Draw ? "Your turn: draw from the stock or take the discard."
                                        : "Discard a card, or meld everything but one card to go out.";
  } else if (view_.current >= 0) {
    banner = seat_name(view_.current) + " is playing\u2026";
  }
  draw_banner(f, layout_.banner, banner, strong, error_.text());
  if (!view_.events.empty()) {
    const Rect r = layout_.log;
    f.text.draw_fit(f.batch, describe(view_.events.back()), Face::Regular, 13 * s, r.w, r.x + r.w * 0.5f, r.y + 2 * s,
                    ui::kCream.with_alpha(220), Align::Center);
  }
}

void FiveCrownsTable::draw_staged(Frame& f) {
  const float s = layout_.s;
  const Rect area = layout_.staged;
  const float cw = layout_.chip_w, ch = layout_.chip_h;
  float x = area.x;
  // After laying down, the person's melds on the table; before, the melds being composed.
  const auto& laid = view_.laid[static_cast<size_t>(me_)];
  const bool composing = laid.empty();
  const std::vector<Meld>& melds = composing ? hand().staged() : laid;
  if (melds.empty() && composing && person_to_act() && view_.phase == Phase::Discard) {
    f.text.draw_fit(f.batch, "Select three or more cards and press Meld to set a book or run aside.", Face::Regular,
                    12 * s, area.w, area.x + area.w * 0.5f, area.y + (area.h - 16 * s) * 0.5f, ui::kCream.with_alpha(170),
                    Align::Center);
  }
  for (size_t m = 0; m < melds.size(); ++m) {
    const float w = cw * 0.85f * static_cast<float>(melds[m].cards.size() - 1) + cw;
    if (x + w > area.x + area.w) break;
    Rect box{x - 3 * s, area.y + 2 * s, w + 6 * s, ch + 8 * s};
    f.batch.rect(box, 6 * s, ui::kPanel);
    float cx = x;
    for (const PlacedCard& p : melds[m].cards) {
      ui::draw_card_chip(f.batch, f.text, {cx, area.y + 6 * s, cw, ch}, s, p.card, five_crowns::is_wild_card(p.card, view_.wild_rank));
      cx += cw * 0.85f;
    }
    if (composing && f.ui.clickable("staged:" + std::to_string(m), box, "Staged " + meld_to_text(melds[m]) + " (tap to take back)"))
      hand().unstage(static_cast<int>(m));
    x += w + 12 * s;
  }
}

void FiveCrownsTable::draw_buttons(Frame& f) {
  const float s = layout_.s;
  const Rect r = layout_.buttons;
  const bool mine = person_to_act() && view_.phase == Phase::Discard && overlay_ == Overlay::None;
  const int sel = hand().selected_count();
  const bool going_out = sel == 1 && hand().cards().size() == 1 && !hand().staged().empty();
  std::string discard_label = view_.final_turn && !hand().staged().empty() ? "Lay down" : going_out ? "Go out" : "Discard";
  const float gap = 6 * s, w = (r.w - 4 * gap) / 5.0f;
  auto slot = [&](int i) { return Rect{r.x + static_cast<float>(i) * (w + gap), r.y, w, r.h}; };
  if (f.ui.button("sort-suit", slot(0), "By suit", ui::ButtonKind::Secondary)) hand().sort_by_suit(view_.wild_rank);
  if (f.ui.button("sort-rank", slot(1), "By rank", ui::ButtonKind::Secondary)) hand().sort_by_rank(view_.wild_rank);
  if (f.ui.button("hint", slot(2), "Best", ui::ButtonKind::Secondary, mine)) suggest();
  if (f.ui.button("meld", slot(3), "Meld", ui::ButtonKind::Primary, mine && sel > 0)) meld_selected();
  if (f.ui.button("discard-button", slot(4), discard_label, going_out ? ui::ButtonKind::Danger : ui::ButtonKind::Primary,
                  mine && sel == 1)) {
    for (int i = 0; i < static_cast<int>(hand().cards().size()); ++i)
      if (hand().selected(i)) {
        discard_selected(i);
        break;
      }
  }
  (void)s;
}

void FiveCrownsTable::draw_hand(Frame& f) {
  const float s = layout_.s;
  const auto& cards = hand().cards();
  const int n = static_cast<int>(cards.size());
  ui::Input& in = f.input;
  // A press on a card that travels becomes a drag: reorder within the fan, or drop on the pile.
  if (drag_index_ < 0 && in.down && overlay_ == Overlay::None && in.dragging(s)) {
    std::string_view active = f.ui.active();
    if (active.rfind("hand:", 0) == 0) {
      drag_index_ = std::atoi(std::string(active.substr(5)).c_str());
      f.ui.cancel_press();
    }
  }
  if (drag_index_ >= n) drag_index_ = -1;
  if (drag_index_ >= 0) {
    drag_x_ = in.x;
    drag_y_ = in.y;
    if (!in.down) {
      const Rect d = layout_.discard;
      const Rect drop{d.x - d.w * 0.4f, d.y - d.h * 0.3f, d.w * 1.8f, d.h * 1.6f};
      if (drop.contains(in.x, in.y)) {
        if (person_to_act() && view_.phase == Phase::Discard) discard_selected(drag_index_);
        else {
          error_.show(person_to_act() ? "Draw a card first." : "It is not your turn.", 3.0f);
        }
      } else {
        hand().move(drag_index_, layout_.hand_slot(in.x, n));
      }
      drag_index_ = -1;
    }
  }
  const bool spectating_hidden = session_.all_bots() && false;
  (void)spectating_hidden;
  for (int i = 0; i < n; ++i) {
    const bool hidden = (flight_ && flight_->hide_hand_index == i) || i == drag_index_;
    const bool sel = hand().selected(i);
    Rect r = layout_.hand_card(i, n, sel ? 1.0f : 0.0f);
    if (f.ui.clickable("hand:" + std::to_string(i), r, card_name(cards[static_cast<size_t>(i)]), overlay_ == Overlay::None)) {
      hand().toggle(i);
      focus_ = i;
    }
    if (hidden) continue;
    // A gentle fan: cards turn a little about a point below the hand.
    const float mid = (static_cast<float>(n) - 1) * 0.5f, angle = (static_cast<float>(i) - mid) * 0.012f;
    f.batch.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 3.0f, angle));
    ui::FaceStyle st;
    st.wild = five_crowns::is_wild_card(cards[static_cast<size_t>(i)], view_.wild_rank);
    st.selected = sel;
    st.lift = sel ? 0.6f : 0.0f;
    ui::draw_card_face(f.batch, f.text, r, s, cards[static_cast<size_t>(i)], st);
    if (i == focus_ && keyboard_ && overlay_ == Overlay::None)
      f.batch.ring({r.x - 4 * s, r.y - 4 * s, r.w + 8 * s, r.h + 8 * s}, r.w * 0.1f, 2 * s, ui::kCream.with_alpha(200));
    f.batch.pop();
  }
  if (drag_index_ >= 0) {
    Rect r{drag_x_ - layout_.card_w * 0.5f, drag_y_ - layout_.card_h * 0.6f, layout_.card_w, layout_.card_h};
    ui::FaceStyle st;
    st.wild = five_crowns::is_wild_card(cards[static_cast<size_t>(drag_index_)], view_.wild_rank);
    st.lift = 1.0f;
    ui::draw_card_face(f.batch, f.text, r, s, cards[static_cast<size_t>(drag_index_)], st);
  }
}

void FiveCrownsTable::draw_flight(Frame& f) {
  if (!flight_) return;
  const float t = ease_out(flight_->t / std::max(flight_->duration, 0.001f));
  Rect r = lerp(flight_->from, flight_->to, t);
  r.y -= std::sin(t * 3.14159265f) * 30.0f * layout_.s;  // a small arc reads as a toss
  f.batch.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 0.5f, (1.0f - t) * 0.25f));
  // Cards drawn from the stock turn face up halfway, for the person who drew them.
  if (flight_->face_up && (t > 0.5f || flight_->hide_discard_top || flight_->from.x != layout_.stock.x))
    ui::draw_card_face(f.batch, f.text, r, layout_.s, flight_->face, {five_crowns::is_wild_card(flight_->face, view_.wild_rank), false, false, 0.8f});
  else
    ui::draw_card_back(f.batch, f.text, r, layout_.s, 0.8f);
  f.batch.pop();
}

void FiveCrownsTable::handle_keys(Frame& f) {
  const int n = static_cast<int>(hand().cards().size());
  // The focus ring shows once the keyboard is used, and hides again at the next tap or click.
  if (f.input.pressed) keyboard_ = false;
  if (!f.input.keys.empty()) keyboard_ = true;
  for (SDL_Keycode k : f.input.keys) {
    switch (k) {
      case SDLK_LEFT: focus_ = std::max(0, focus_ - 1); break;
      case SDLK_RIGHT: focus_ = std::min(std::max(0, n - 1), focus_ + 1); break;
      case SDLK_SPACE: hand().toggle(focus_); break;
      case SDLK_d: draw_from_stock(); break;
      case SDLK_t: take_discard(); break;
      case SDLK_m: meld_selected(); break;
      case SDLK_s: hand().sort_by_suit(view_.wild_rank); break;
      case SDLK_r: hand().sort_by_rank(view_.wild_rank); break;
      case SDLK_RETURN:
      case SDLK_KP_ENTER: {
        int chosen = -1;
        for (int i = 0; i < n; ++i)
          if (hand().selected(i)) chosen = chosen < 0 ? i : -2;
        if (chosen == -1) chosen = focus_;
        if (person_to_act() && view_.phase == Phase::Discard) discard_selected(chosen >= 0 ? chosen : -1);
        break;
      }
      case SDLK_ESCAPE: overlay_ = Overlay::Menu; break;
      default: break;
    }
  }
}

void FiveCrownsTable::publish_curtain() { publisher_.publish_curtain(curtain_, session_, "five_crowns"); }

void FiveCrownsTable::publish_state() {
  nlohmann::json j;
  j["screen"] = "table";
  j["game"] = "five_crowns";
  j["me"] = me_;
  j["hand_number"] = view_.hand_number;
  j["wild_rank"] = view_.wild_rank;
  j["phase"] = five_crowns::phase_name(view_.phase);
  j["to_act"] = person_to_act();
  j["final_turn"] = view_.final_turn;
  j["current"] = view_.current;
  nlohmann::json shown = nlohmann::json::array(), selected = nlohmann::json::array();
  for (int i = 0; i < static_cast<int>(hand().cards().size()); ++i) {
    shown.push_back(to_text(hand().cards()[static_cast<size_t>(i)]));
    if (hand().selected(i)) selected.push_back(i);
  }
  j["hand"] = shown;  // not staged, in the order shown
  j["hand_size"] = view_.hand.size();
  j["selected"] = selected;
  j["staged"] = hand().staged().size();
  j["discard_top"] = view_.discard_top.is_none() ? "" : to_text(view_.discard_top);
  j["busy"] = flight_.has_value();
  const char* overlays[] = {"", "menu", "scores", "results"};
  j["overlay"] = overlays[static_cast<int>(overlay_)];
  j["game_over"] = session_.match().is_over();
  j["error"] = error_.text();
  j["totals"] = view_.scores.totals;
  j["summary"] = curtain_.summary_open();
  j["viewer"] = session_.viewer();
  j["moves"] = session_.state().history().size();
  publisher_.publish(j);
}

}  // namespace parlor::scenes
