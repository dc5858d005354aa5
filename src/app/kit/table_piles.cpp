// The table kit's piles: taps and keys on the stock and the discard, drops on the discard, the
// sort buttons, and the card that flies after each draw or discard.
#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <utility>

#include "app/kit/piles.h"
#include "app/kit/table_scene.h"
#include "engine/enum_names.h"
#include "engine/sentence.h"

namespace parlor::scenes {

using render::Rect;

bool TableScene::follow_hand(int round, const std::vector<Card>& cards) {
  test_cards_.clear();
  const bool fresh = hands_.follow(me_, round, cards);
  if (fresh && hands_.by_rank(me_))
    hand().sort_by_rank(sort_wild());
  else if (fresh)
    hand().sort_by_suit(sort_wild());
  return fresh;
}

void TableScene::test_hand(int n) {
  if (test_cards_.empty()) test_cards_ = hand().order();
  if (test_cards_.empty() || n < 1) return;
  std::vector<Card> shown;
  for (int i = 0; i < n; ++i) shown.push_back(test_cards_[static_cast<size_t>(i) % test_cards_.size()]);
  hand().arrange(shown);
}

std::vector<TableButton> TableScene::sort_buttons(std::string by_suit, std::string by_rank) const {
  return {{"sort-suit", std::move(by_suit), ui::ButtonKind::Secondary, true, SDLK_s},
          {"sort-rank", std::move(by_rank), ui::ButtonKind::Secondary, true, SDLK_r}};
}

void TableScene::ask(PieceQuestion q) {
  question_ = std::move(q);
  overlay_ = Overlay::Question;
}

void TableScene::ask_wilds(int meld, WildChoices choices, size_t from, std::function<void()> done) {
  const auto& staged = hand().staged();
  if (meld < 0 || meld >= static_cast<int>(staged.size())) return;
  const std::vector<std::vector<Card>> options = choices(staged[static_cast<size_t>(meld)]);
  for (size_t i = from; i < options.size(); ++i) {
    if (options[i].size() < 2) continue;
    const Card wild = staged[static_cast<size_t>(meld)].cards[i].card;
    ask({"Which " + piece_word() + " does " + (wild.is_joker() ? std::string("this joker") : "the " + card_name(wild)) +
             " stand for?",
         options[i],
         [this, meld, i, choices, done](Card as) {
           hand().declare(meld, static_cast<int>(i), as);
           ask_wilds(meld, choices, i + 1, done);
         },
         // Cancel leaves nothing half said: the combination goes back to the hand.
         [this, meld] { hand().unstage(meld); }});
    return;
  }
  if (done) done();
}

bool TableScene::escape() {
  if (hand().selected_count() == 0) return false;
  hand().clear_selection();
  return true;
}

void TableScene::press(std::string_view id) {
  // The person's choice also sorts each hand dealt to them from now on.
  if (id == "sort-suit" || id == "sort-rank") {
    hands_.choose_sort(me_, id == "sort-rank");
    return id == "sort-rank" ? hand().sort_by_rank(sort_wild()) : hand().sort_by_suit(sort_wild());
  }
  // A turn's discard comes after its take: tapped before that, the refusal names what comes
  // first (a blind tester was told to select the card to discard before drawing one).
  if (id == "discard-button" && drawing())
    return fail(
        say("Take a {piece} first, from the stock or the discard pile; then discard one.", {{"piece", piece_word()}}),
        3.0f);
  pressed(id);
}

// The discard pile is taken from while drawing and discarded onto after.
void TableScene::tap_discard() {
  if (!(drawing() && !discard_top().is_none()) && discarding())
    press("discard-button");
  else
    take_discard();
}

// The discard's top piece is taken, or the table says why not.
void TableScene::take_discard() {
  if (drawing() && !discard_top().is_none()) {
    if (!discard_tapped()) act(Action::take_discard());
    return;
  }
  fail(drawing() ? say("The discard pile is empty: take a {piece} from the stock.", {{"piece", piece_word()}})
                 : take_refusal(),
       3.0f);
}

// Why taking from a pile is not the move now, in the game's words: every tap on a pile says why
// it does nothing (a blind player tapped Rummy-O's stock at the opening discard and heard nothing).
std::string TableScene::take_refusal() const {
  if (!person_to_act()) {
    const int now = session_.match().current_seat();
    return now >= 0 && !session_.match().is_over()
               ? say("Wait for your turn: {name} is playing.", {{"name", seat_name(now)}})
               : std::string("It is not your turn.");
  }
  if (discarding()) return say("You have taken a {piece} this turn: now discard one.", {{"piece", piece_word()}});
  return say("Take a {piece} first.", {{"piece", piece_word()}});
}

void TableScene::tap_stock() { drawing() ? static_cast<void>(act(Action::draw_stock())) : fail(take_refusal(), 3.0f); }

void TableScene::handle_piles(Frame& f) {
  const std::string_view id = f.ui.clicked();
  if (id.rfind("staged:", 0) == 0) hand().unstage(std::atoi(std::string(id.substr(7)).c_str()));
  if (chrome().discard.w <= 0) return;
  // A pile tapped while it is not live (taking is not the move) says why too.
  const std::string_view disabled = f.ui.tapped_disabled();
  if (id == "stock" || disabled == "stock") tap_stock();
  if (id == "discard" || disabled == "discard") tap_discard();
  handle_pile_drag(f);
  for (SDL_Keycode k : f.input.keys) {
    if (k == SDLK_d) tap_stock();
    if (k == SDLK_t) take_discard();
    // Enter confirms what the Discard button would do with the selection, never a card only in
    // the keyboard's focus (a blind player drew with D, pressed Enter and lost the card drawn):
    // with none selected, the table says to select one. While taking, the table may use Enter
    // (Rummü's fanned pile).
    if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && !drawing())
      discarding() ? press("discard-button") : fail(take_refusal(), 3.0f);
  }
}

// The common keys pressed at the wrong moment, that nothing took this frame (`taking`, `moves`,
// `refusals`: as the frame began), each say why: Enter while a piece is still to be taken (a
// blind player pressed it to discard before drawing and heard nothing), unless the table used it
// (Rummü's fanned pile); a number past the hand's last piece.
void TableScene::refuse_unused_keys(Frame& f, bool taking, size_t moves, size_t refusals) {
  if (session_.moves() != moves || refusals_ != refusals) return;
  if (taking && (f.input.key(SDLK_RETURN) || f.input.key(SDLK_KP_ENTER))) return fail(take_refusal(), 3.0f);
  const int held = static_cast<int>(hand().cards().size());
  for (SDL_Keycode k : f.input.keys)
    if (const int place = static_cast<int>(k - SDLK_1) + 1; k >= SDLK_1 && k <= SDLK_9 && place > held)
      return fail(say("Key {key} selects nothing: you hold {count}.",
                      {{"key", std::to_string(place)}, {"count", plural(held, piece_word().c_str())}}),
                  3.0f);
}

// A press on a pile that travels and is released over the hand takes from that pile, as a tap
// on it does; the discard's top card alone (Rummü's deeper takes stay with the tap's picker).
void TableScene::handle_pile_drag(Frame& f) {
  const ui::Input& in = f.input;
  if (in.pressed) pile_drag_ = f.ui.active() == "stock" || f.ui.active() == "discard" ? f.ui.active() : "";
  if (!in.released || pile_drag_.empty()) return;
  const std::string from = std::exchange(pile_drag_, "");
  const HandGeometry g = hand_geometry();
  const int n = static_cast<int>(hand().cards().size());
  bool over_hand = g.area.contains(in.x, in.y);
  for (int i = 0; i < n && !over_hand; ++i) over_hand = g.box(i, n, false).contains(in.x, in.y);
  if (!in.dragging(f.dpr) || !over_hand) return;
  if (!drawing())
    return fail(discarding() ? "You have taken a " + piece_word() + ": drag one from your hand to the discard pile."
                             : "It is not your turn.",
                3.0f);
  if (from == "stock") {
    act(Action::draw_stock());
    return;
  }
  if (discard_top().is_none())
    return fail("The discard pile is empty: take a " + piece_word() + " from the stock.", 3.0f);
  act(Action::take_discard());
}

// The pile's top under the finger while it is dragged towards the hand.
void TableScene::draw_pile_drag(Frame& f) const {
  if (pile_drag_.empty() || !f.input.down || !f.input.dragging(f.dpr) || !drawing()) return;
  const Rect from = pile_drag_ == "stock" ? chrome().stock : chrome().discard;
  const Rect r{f.input.x - from.w / 2, f.input.y - from.h / 2, from.w, from.h};
  if (pile_drag_ == "stock")
    draw_back(f, r);
  else if (!discard_top().is_none())
    draw_face(f, r, discard_top());
}

// A card dropped on (or near) the discard pile is discarded.
bool TableScene::dropped_on_pile(const HandDrop& d) {
  const Rect p = chrome().discard;
  if (p.w <= 0 || !Rect{p.x - p.w * 0.4f, p.y - p.h * 0.3f, p.w * 1.8f, p.h * 1.6f}.contains(d.x, d.y)) return false;
  if (!discarding()) {
    // The kit's own words ("Take a tile first.", or whose turn it is), not a table's override.
    fail(TableScene::take_refusal(), 3.0f);
    return true;
  }
  hand().select_only(d.index);
  press("discard-button");
  return true;
}

// From where the card was (the hand as arranged before the move, a seat's badge, a pile) to
// where it went. The person's own drawn card gets its place in the hand once the hand shows it.
std::optional<CardFlight> TableScene::flight_for(const LoggedAction& m) const {
  const TableChrome& c = chrome();
  const Action& a = m.action;
  if (c.discard.w <= 0) return std::nullopt;
  const int n = session_.seat_count();
  const Rect seat = seat_anchor(c.opponents, (m.seat - me_ - 1 + n) % n, c.stock, c.stock.w * 0.6f, c.stock.h * 0.6f);
  CardFlight fl;
  if (a.kind == ActionKind::DrawStock || a.kind == ActionKind::TakeDiscard) {
    fl.from_stock = a.kind == ActionKind::DrawStock;
    fl.face = seen_top_;
    fl.face_up = !fl.from_stock || m.seat == me_;
    fl.to_hand = m.seat == me_;
    fl.toss = {fl.from_stock ? c.stock : c.discard, seat};
    return fl;
  }
  const bool discards = move_traits(a.kind, view_->move_kinds()) & move_trait::kDiscards;
  if (!discards || a.card.is_none()) return std::nullopt;
  fl.face = a.card;
  fl.hide_discard_top = true;
  fl.pile_under = seen_top_;
  fl.toss = {seat, c.discard};
  const auto& cards = hand().cards();
  const auto it = std::find(cards.begin(), cards.end(), a.card);
  if (m.seat == me_ && it != cards.end())
    fl.toss.from = hand_geometry().box(static_cast<int>(it - cards.begin()), static_cast<int>(cards.size()), false);
  return fl;
}

void TableScene::launch(std::optional<CardFlight> fl) {
  flight_.reset();
  seen_top_ = discard_top();
  if (!fl || flight_time() <= 0) return;
  const auto& cards = hand().cards();
  if (fl->to_hand && hand().newest() >= 0 && hand().newest() < static_cast<int>(cards.size())) {
    fl->hide_hand_index = hand().newest();
    fl->face = cards[static_cast<size_t>(fl->hide_hand_index)];
    fl->toss.to = hand_geometry().box(fl->hide_hand_index, static_cast<int>(cards.size()), false);
  }
  fl->toss.duration = flight_time();
  flight_ = fl;
}

void TableScene::draw_flight(Frame& f) const {
  if (!flight_) return;
  const CardFlight& fl = *flight_;
  fl.toss.draw(f, f.dpr, [&](Rect r) {
    // A card drawn from the stock turns face up halfway, for the person who drew it.
    if (fl.face_up && (!fl.from_stock || fl.toss.progress() > 0.5f))
      draw_face(f, r, fl.face);
    else
      draw_back(f, r);
  });
}

void TableScene::draw_piles(Frame& f) const {
  if (piles_hidden()) return;
  const TableChrome& c = chrome();
  const bool take = drawing() && !discard_top().is_none() && !covered(), out = discarding() && !covered();
  const Piles p{c.stock,
                c.discard,
                stock_count(),
                flight_ && flight_->hide_discard_top ? flight_->pile_under : discard_top(),
                drawing() && !covered(),
                take || out,
                take || (out && hand().selected_count() == 1),
                piece_word(),
                discard_count_said(),
                c.pile_words_under,
                drawing() && !covered() ? hint_pile() : std::string_view()};
  scenes::draw_piles(
      f, p, [&](Rect r) { draw_back(f, r); }, [&](Rect r, Card card) { draw_face(f, r, card); });
}

Reveal TableScene::revealed(std::string title, const std::function<void(RevealSeat&)>& fill) const {
  Reveal r;
  r.title = std::move(title);
  const int n = session_.seat_count();
  std::string pieces = piece_word() + "s";
  pieces[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(pieces[0])));
  for (int k = 0; k < n; ++k) {
    RevealSeat rs;
    rs.seat = (me_ + k) % n;
    rs.name = who(rs.seat);
    fill(rs);
    if (rs.notes.empty() && !rs.left.empty())
      rs.notes.push_back(pieces + " left count against " + (rs.name == "You" ? "you" : "them"));
    r.seats.push_back(std::move(rs));
  }
  return r;
}

}  // namespace parlor::scenes
