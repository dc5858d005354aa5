// Drawing and pointer/keyboard handling of the Joker table (immediate mode: each item is handled
// where it is drawn).
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "app/scenes/joker_board.h"
#include "app/scenes/modal.h"
#include "app/kit/score_sheet.h"
#include "app/kit/table_menu.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"
#include "engine/json_util.h"

namespace parlor::scenes {

using joker::Phase;
using render::Align;
using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr Color kWood = Color::hex(0x6b4226);
constexpr Color kWoodLight = Color::hex(0x86552f);
constexpr Color kHole = Color::hex(0x2e1b0f);
constexpr Color kBump = Color::hex(0xff5a4a);
constexpr Color kHelp = Color::hex(0x7ee08a);

// Partners share warm or cool colours: red and orange against blue and green.
Color seat_colour(int seat) {
  static constexpr Color kColours[joker::kSeats] = {Color::hex(0xd8483c), Color::hex(0x3f72d8), Color::hex(0xf0a23a),
                                                    Color::hex(0x3fae62)};
  return kColours[seat & 3];
}

Rect circle(Point p, float r) { return {p.x - r, p.y - r, 2 * r, 2 * r}; }

void draw_marble(render::Batch& b, Point p, float r, Color c, float alpha = 1.0f) {
  const auto a = static_cast<std::uint8_t>(255 * alpha);
  b.shadow(circle({p.x, p.y + r * 0.25f}, r), r, r * 0.6f, ui::kShadow.with_alpha(static_cast<std::uint8_t>(110 * alpha)));
  b.rect(circle(p, r), r, c.with_alpha(a));
  b.ring(circle(p, r), r, std::max(1.0f, r * 0.12f), Color::hex(0x000000, static_cast<std::uint8_t>(90 * alpha)));
  // A highlight up and to the left makes it read as glass.
  b.rect(circle({p.x - r * 0.32f, p.y - r * 0.34f}, r * 0.32f), r * 0.32f, Color::hex(0xffffff, static_cast<std::uint8_t>(150 * alpha)));
}

Point lerp(Point a, Point b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

}  // namespace

void JokerBoard::draw(Frame& f) {
  layout_ = layout_joker(f.width, f.height, f.dpr, me_);
  if (curtain_.draw(f, session_, director_)) {
    // Nothing of the table is drawn or published while the curtain is up.
    publisher_.publish_curtain(curtain_, session_, "joker");
    return;
  }
  if (session_.viewer() >= 0 && session_.viewer() != me_) sync_viewer();
  f.batch.felt(ui::kFelt);
  draw_bar(f);
  draw_badges(f);
  draw_board(f);
  draw_marbles(f);
  if (overlay_ == Overlay::None) draw_choices(f);
  draw_messages(f);
  draw_buttons(f);
  draw_hand(f);
  if (overlay_ == Overlay::None) handle_keys(f);
  if (overlay_ == Overlay::Menu && draw_table_menu(f, session_, director_)) overlay_ = Overlay::None;
  if (overlay_ == Overlay::Results) draw_results(f);
  if (overlay_ == Overlay::None) curtain_.draw_summary(f);
  publish_state();
}

void JokerBoard::draw_bar(Frame& f) {
  const Rect bar = layout_.bar;
  const float s = layout_.s;
  f.batch.rect(bar, 0, Color::hex(0x000000, 50));
  if (menu_button(f, layout_.menu_button)) overlay_ = Overlay::Menu;
  const Rect m = layout_.menu_button;
  // The teams, in their colours' order: the person's first.
  const int partner = joker::partner_of(me_);
  const std::string title = you_or(me_) + " & " + seat_name(partner) + "  vs  " + seat_name((me_ + 1) % 4) + " & " +
                            seat_name((me_ + 3) % 4);
  const float left = m.x + m.w + 8 * s, room = bar.w - left - 8 * s;
  f.text.draw_fit(f.batch, title, Face::Bold, 15 * s, room, left + room * 0.5f, bar.y + 13 * s, ui::kCream, Align::Center);
}

void JokerBoard::draw_badges(Frame& f) {
  const float s = layout_.s;
  // Left to right: the next seat (on the left of the board), the partner (top), the seat before.
  const int order[3] = {1, 2, 3};
  for (int i = 0; i < 3; ++i) {
    const int seat = (me_ + order[i]) % joker::kSeats;
    const Rect b = layout_.badges[static_cast<size_t>(i)];
    const bool turn = view_.current == seat && view_.phase != Phase::GameOver;
    if (turn) f.batch.shadow(b, 8 * s, 8 * s, ui::kTurnGlow.with_alpha(150));
    f.batch.rect(b, 8 * s, turn ? Color::hex(0x000000, 95) : ui::kPanel);
    f.batch.rect({b.x, b.y, 6 * s, b.h}, 3 * s, seat_colour(seat));
    if (turn) f.batch.ring(b, 8 * s, 2 * s, ui::kTurnGlow);
    const float pad = 12 * s;
    std::string name = seat_name(seat) + (seat == joker::partner_of(me_) ? "  (partner)" : "");
    f.text.draw_fit(f.batch, name, Face::Bold, 13 * s, b.w - pad - 6 * s, b.x + pad, b.y + 4 * s, ui::kCream);
    const int cards = view_.hand_sizes[static_cast<size_t>(seat)], home = view_.board.home_count(seat);
    std::string line = std::to_string(cards) + (cards == 1 ? " card" : " cards") + "  \u00B7  " + std::to_string(home) + " home";
    f.text.draw_fit(f.batch, line, Face::Regular, 11 * s, b.w - pad - 6 * s, b.x + pad, b.y + 22 * s, ui::kGold);
    f.ui.clickable("seat:" + std::to_string(seat), b, seat_name(seat) + ", " + line, true);
  }
}

void JokerBoard::draw_board(Frame& f) {
  using namespace joker;
  const float s = layout_.s, hr = layout_.hole_r, R = layout_.radius;
  const Rect disc{layout_.cx - R - hr * 3, layout_.cy - R - hr * 3, 2 * (R + hr * 3), 2 * (R + hr * 3)};
  f.batch.shadow(disc, disc.w * 0.5f, 14 * s, ui::kShadow);
  f.batch.rect(disc, disc.w * 0.5f, kWood);
  const Rect inner{disc.x + hr * 5, disc.y + hr * 5, disc.w - hr * 10, disc.h - hr * 10};
  f.batch.rect(inner, inner.w * 0.5f, kWoodLight);
  for (int seat = 0; seat < kSeats; ++seat) {
    const Color c = seat_colour(seat);
    // Each side's colour runs under its holes, its home lane and its start.
    for (int j = 0; j < kSide; ++j) f.batch.rect(circle(layout_.hole(seat * kSide + j), hr * 1.75f), hr * 1.75f, c.with_alpha(150));
    for (int k = 1; k <= kHomeHoles; ++k)
      f.batch.rect(circle(layout_.hole(home_hole(seat, k)), hr * 1.7f), hr * 1.7f, c.with_alpha(200));
    const Point a = layout_.hole(start_hole(seat), 0), b = layout_.hole(start_hole(seat), 2);
    const Point mid = lerp(layout_.hole(start_hole(seat), 0), lerp(layout_.hole(start_hole(seat), 2), layout_.hole(start_hole(seat), 3), 0.5f), 0.5f);
    const float pad_r = std::hypot(a.x - b.x, a.y - b.y) * 0.95f + hr;
    f.batch.rect(circle(mid, pad_r), pad_r, c.with_alpha(110));
    f.batch.ring(circle(mid, pad_r), pad_r, 1.5f * s, c);
  }
  for (int h = 0; h < kTrack; ++h) f.batch.rect(circle(layout_.hole(h), hr), hr, kHole);
  for (int h = kHomeBase; h < kHomeBase + kSeats * kHomeHoles; ++h) f.batch.rect(circle(layout_.hole(h), hr), hr, kHole);
  for (int seat = 0; seat < kSeats; ++seat) {
    for (int i = 0; i < kMarbles; ++i) f.batch.rect(circle(layout_.hole(start_hole(seat), i), hr), hr, kHole);
    // The come-out hole and the home entrance carry a ring of their side's colour.
    f.batch.ring(circle(layout_.hole(come_out_hole(seat)), hr * 1.6f), hr * 1.6f, 2 * s, ui::kCream);
    f.batch.ring(circle(layout_.hole(entrance_hole(seat)), hr * 1.6f), hr * 1.6f, 2 * s, seat_colour(seat));
  }
  // The last card played lies in the middle.
  const Rect p = layout_.pile;
  if (!view_.discard_top.is_none()) ui::draw_card_face(f.batch, f.text, p, s, view_.discard_top, {});
  else f.batch.ring(p, p.w * 0.08f, 2 * s, ui::kCream.with_alpha(90));
  f.text.draw(f.batch, std::to_string(view_.stock_count) + " left", Face::Regular, 11 * s, p.x + p.w * 0.5f, p.y + p.h + 3 * s,
              ui::kCream.with_alpha(200), Align::Center);
}

Point JokerBoard::marble_point(int marble) const {
  const int hole = shown_.pos(marble);
  int place = 0;
  if (joker::is_start(hole))
    for (int m = joker::colour_of(marble) * joker::kMarbles; m < marble; ++m) place += shown_.pos(m) == hole ? 1 : 0;
  return layout_.hole(hole, place);
}

void JokerBoard::draw_marbles(Frame& f) {
  const float r = layout_.hole_r * 1.25f;
  for (int m = 0; m < joker::kSeats * joker::kMarbles; ++m) {
    if (run_ && run_->shift.marble == m) continue;
    draw_marble(f.batch, marble_point(m), r, seat_colour(joker::colour_of(m)));
  }
  if (!run_) return;
  // Hole by hole along its way; a bumped marble flies straight.
  const float t = std::clamp(run_->t / std::max(run_->duration, 0.001f), 0.0f, 1.0f);
  const Point from = marble_point(run_->shift.marble);
  Point at;
  if (run_->path.empty()) {
    at = from;
  } else {
    const float along = t * static_cast<float>(run_->path.size());
    const int i = std::min(static_cast<int>(along), static_cast<int>(run_->path.size()) - 1);
    const Point a = i == 0 ? from : layout_.hole(run_->path[static_cast<size_t>(i - 1)]);
    const int to = run_->path[static_cast<size_t>(i)];
    const Point b = layout_.hole(to, joker::is_start(to) ? shown_.start_count(joker::start_owner(to)) : 0);
    at = lerp(a, b, along - static_cast<float>(i));
  }
  draw_marble(f.batch, at, r * 1.15f, seat_colour(joker::colour_of(run_->shift.marble)));
}

void JokerBoard::draw_choices(Frame& f) {
  if (!person_to_act() || card_ < 0 || animating()) return;
  const float s = layout_.s, hr = layout_.hole_r, pulse = 0.5f + 0.5f * std::sin(static_cast<float>(time_) * 5.0f);
  const int mover = view_.board.mover_colour(me_);
  auto target_colour = [&](int hole) {
    const int there = view_.board.occupant(hole);
    if (there < 0) return ui::kTurnGlow;
    return joker::same_team(joker::colour_of(there), me_) ? kHelp : kBump;
  };
  auto marble_box = [&](int hole) {
    if (!joker::is_start(hole)) return circle(layout_.hole(hole), hr * 1.6f);
    const Point a = layout_.hole(hole, 0), c = lerp(a, lerp(layout_.hole(hole, 2), layout_.hole(hole, 3), 0.5f), 0.5f);
    return circle(c, std::hypot(a.x - c.x, a.y - c.y) + hr * 1.6f);
  };
  if (split_from_ >= 0) {
    // The first part of the 7, shown where it will stop.
    draw_marble(f.batch, layout_.hole(split_to_), hr * 1.2f, seat_colour(mover), 0.55f);
  }
  for (int from : movable()) {
    const Rect box = marble_box(from);
    const bool chosen = from == marble_;
    f.batch.ring(box, box.w * 0.5f, (chosen ? 3.0f : 2.0f + pulse) * s, chosen ? ui::kCream : ui::kTurnGlow);
    const std::vector<int> to = targets(from);
    // Where a marble with one way to go would land, before it is chosen.
    if (to.size() == 1 && !chosen)
      f.batch.ring(circle(layout_.hole(to.front()), hr * 1.3f), hr * 1.3f, 1.5f * s, target_colour(to.front()).with_alpha(170));
    const int marble = joker::is_start(from) ? view_.board.marble_at(joker::start_owner(from), from) : view_.board.occupant(from);
    const std::string who = marble >= 0 ? joker::colour_name(joker::colour_of(marble)) : "a";
    if (f.ui.clickable("marble:" + std::to_string(from), box, "Move the " + who + " marble " +
                                                                (joker::is_start(from) ? "in the start" : "at hole " + std::to_string(from))))
      choose_marble(from);
  }
  if (marble_ < 0) return;
  for (int to : targets(marble_)) {
    const Rect box = circle(layout_.hole(to), hr * 1.7f);
    const Color c = target_colour(to);
    draw_marble(f.batch, layout_.hole(to), hr * 1.1f, seat_colour(mover), 0.45f);
    f.batch.ring(box, box.w * 0.5f, (2.0f + pulse) * s, c);
    const int there = view_.board.occupant(to);
    std::string label = "Go to hole " + std::to_string(to);
    if (there >= 0) label += joker::same_team(joker::colour_of(there), me_) ? " (sends the partner's marble to its home entrance)"
                                                                           : " (bumps the opponent to its start)";
    if (f.ui.clickable("hole:" + std::to_string(to), box, label)) choose_target(to);
  }
}

void JokerBoard::draw_messages(Frame& f) {
  const float s = layout_.s;
  std::string banner;
  bool strong = false;
  const bool stuck = !legal_.empty() && legal_.front().kind == ActionKind::Discard;
  if (view_.phase == Phase::GameOver) {
    banner = "The game is over.";
  } else if (person_to_act() && !animating()) {
    strong = true;
    const bool partner = view_.board.mover_colour(me_) != me_;
    if (stuck) banner = "No card can move a marble: choose one to discard.";
    else if (card_ < 0) banner = partner ? "Your marbles are home: play for your partner. Choose a card." : "Your turn: choose a card.";
    else if (split_from_ >= 0) banner = "Now the rest of the 7: choose a second marble.";
    else if (marble_ >= 0) banner = "Choose where the marble goes.";
    else banner = "Choose a glowing marble.";
  } else if (view_.current >= 0) {
    banner = seat_name(view_.current) + " is playing\u2026";
  }
  draw_banner(f, layout_.banner, banner, strong, error_.text());
  // The last move, in players' names.
  for (size_t i = view_.events.size(); i-- > 0;) {
    const joker::EventKind k = view_.events[i].kind;
    if (k != joker::EventKind::Played && k != joker::EventKind::Discarded && k != joker::EventKind::GameOver) continue;
    std::vector<std::string> names;
    for (int seat = 0; seat < joker::kSeats; ++seat) names.push_back(you_or(seat));
    const std::string line = session::with_seat_names(joker::describe_event(view_.events, i), names);
    const Rect r = layout_.log;
    f.text.draw_fit(f.batch, line, Face::Regular, 12 * s, r.w, r.x + r.w * 0.5f, r.y + 2 * s, ui::kCream.with_alpha(220), Align::Center);
    break;
  }
}

void JokerBoard::draw_buttons(Frame& f) {
  const Rect r = layout_.buttons;
  const float s = layout_.s, gap = 8 * s, w = std::min((r.w - gap) * 0.5f, 180 * s);
  const bool mine = person_to_act() && overlay_ == Overlay::None && !animating();
  const bool stuck = !legal_.empty() && legal_.front().kind == ActionKind::Discard;
  const Rect cancel{r.x + r.w * 0.5f - w - gap * 0.5f, r.y, w, r.h}, discard{r.x + r.w * 0.5f + gap * 0.5f, r.y, w, r.h};
  if (f.ui.button("cancel", cancel, "Cancel", ui::ButtonKind::Secondary, mine && card_ >= 0)) clear_choice();
  if (f.ui.button("discard-button", discard, "Discard", ui::ButtonKind::Primary, mine && stuck && card_ >= 0)) discard_selected();
}

void JokerBoard::draw_hand(Frame& f) {
  const float s = layout_.s;
  const int n = static_cast<int>(view_.hand.size());
  const bool stuck = legal_.empty() || legal_.front().kind == ActionKind::Discard;
  for (int i = 0; i < n; ++i) {
    const Card c = view_.hand[static_cast<size_t>(i)];
    const bool sel = i == card_;
    const Rect r = layout_.hand_card(i, n, sel ? 1.0f : 0.0f);
    if (f.ui.clickable("hand:" + std::to_string(i), r, card_name(c), overlay_ == Overlay::None && !animating())) choose_card(i);
    ui::FaceStyle st;
    st.selected = sel;
    st.lift = sel ? 0.6f : 0.0f;
    // On the person's turn, cards that move nothing are greyed.
    st.dim = person_to_act() && !stuck &&
             std::none_of(legal_.begin(), legal_.end(), [&](const Action& a) { return a.card == c; });
    ui::draw_card_face(f.batch, f.text, r, s, c, st);
  }
}

void JokerBoard::draw_results(Frame& f) {
  const float s = f.dpr;
  Rect p = modal_panel(f, 420, 250);
  const int w = view_.winner_team;
  const bool won = !session_.all_bots() && w == joker::team_of(me_);
  std::string title = w < 0 ? "The game is over"
                            : (won ? "You and " + seat_name(joker::partner_of(me_)) + " win!"
                                   : seat_name(w) + " and " + seat_name(w + 2) + " win!");
  float y = p.y + 16 * s;
  f.text.draw_fit(f.batch, title, Face::Bold, 22 * s, p.w - 24 * s, p.x + p.w * 0.5f, y, ui::kGold, Align::Center);
  y += 40 * s;
  for (int team = 0; team < 2; ++team) {
    const int a = team, b = team + 2;
    std::string line = you_or(a) + " & " + you_or(b) + ":  " + std::to_string(view_.board.home_count(a) + view_.board.home_count(b)) +
                       " of 10 marbles home";
    f.text.draw_fit(f.batch, line, team == w ? Face::Bold : Face::Regular, 15 * s, p.w - 24 * s, p.x + p.w * 0.5f, y,
                    team == w ? ui::kGold : ui::kCream, Align::Center);
    y += 26 * s;
  }
  draw_end_buttons(f, p, session_, director_);
}

void JokerBoard::handle_keys(Frame& f) {
  for (SDL_Keycode k : f.input.keys) {
    if (k >= SDLK_1 && k <= SDLK_6 && !animating()) {
      const int i = static_cast<int>(k - SDLK_1);
      if (i < static_cast<int>(view_.hand.size())) choose_card(i);
    } else if (k == SDLK_ESCAPE) {
      if (card_ >= 0) clear_choice();
      else overlay_ = Overlay::Menu;
    } else if (k == SDLK_d) {
      discard_selected();
    }
  }
}

void JokerBoard::publish_state() {
  nlohmann::json j;
  j["screen"] = "table";
  j["game"] = "joker";
  j["me"] = me_;
  j["to_act"] = person_to_act();
  j["busy"] = animating();
  j["current"] = view_.current;
  j["hand"] = cards_json(view_.hand);
  j["card"] = card_;
  j["marble"] = marble_;
  j["split"] = split_from_ >= 0 ? nlohmann::json{split_from_, split_to_} : nlohmann::json(nullptr);
  nlohmann::json legal = nlohmann::json::array();
  for (const Action& a : legal_) legal.push_back(action_to_json(a));
  j["legal"] = std::move(legal);
  nlohmann::json marbles = nlohmann::json::array();
  for (int m = 0; m < joker::kSeats * joker::kMarbles; ++m) marbles.push_back(view_.board.pos(m));
  j["marbles"] = std::move(marbles);
  nlohmann::json home = nlohmann::json::array();
  for (int seat = 0; seat < joker::kSeats; ++seat) home.push_back(view_.board.home_count(seat));
  j["home"] = std::move(home);
  j["moves_for"] = view_.board.mover_colour(me_);
  const char* overlays[] = {"", "menu", "results"};
  j["overlay"] = overlays[static_cast<int>(overlay_)];
  j["game_over"] = session_.match().is_over();
  j["winner_team"] = view_.winner_team;
  j["error"] = error_.text();
  j["summary"] = curtain_.summary_open();
  j["viewer"] = session_.viewer();
  j["moves"] = session_.state().history().size();
  publisher_.publish(j);
}

}  // namespace parlor::scenes
