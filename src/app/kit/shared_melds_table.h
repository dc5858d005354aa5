#pragma once
// A rummy table whose melds lie in the middle for every seat to add to (Rummy-O, Jok-R-Ummy):
// drawn by the table through draw_meld_table, each a clickable meld_id(), so a tap on one, or a
// piece of the hand dropped on one, is the same gesture, the table's tap_meld(). Such tables also
// draw the same parts in the same order, the melds being composed in a row over the buttons.
//
// The Layout has the melds' area (`table`), the composed row (`staged`) and its pieces' size
// (`chip_w`, `chip_h`); the View has the melds, seat by seat (`table`).
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/kit/game_table.h"
#include "app/kit/meld_table.h"
#include "app/kit/table_pieces.h"

namespace parlor::scenes {

template <class GameView, class Layout>
class SharedMeldsTable : public RummyTable<GameView, Layout> {
 public:
  using RummyTable<GameView, Layout>::RummyTable;

 protected:
  // The person tapped meld `index` of `seat` (or dropped a piece on it, that piece alone
  // selected then).
  virtual void tap_meld(int seat, int index) = 0;
  // The parts of the table, drawn in this order: the other seats, the melds in the middle, and
  // what the table shows beside the piles.
  virtual void draw_opponents(Frame& f) const = 0;
  virtual void draw_melds(Frame& f) const = 0;
  virtual void draw_beside_piles(Frame& f) const { (void)f; }
  // What the row of composed melds says while it is empty (it says nothing when this is empty).
  virtual std::string composed_hint() const = 0;
  // What the buttons every such table has do: Hint, Meld (the selection composed into a meld),
  // Lay down and Discard; the table's own buttons are answered by pressed_own().
  virtual void suggest() { this->suggest_move(); }
  virtual void compose() = 0;
  virtual void lay_down() = 0;
  // By default the one selected piece is discarded, and nothing stays composed.
  virtual void discard_selected() {
    const std::vector<Card> sel = this->hand().selected_cards();
    if (sel.size() != 1) return this->fail("Select the one " + this->piece_word() + " to discard.");
    if (!this->act(Action::discard(sel.front().face()))) return;
    this->hand().clear_selection();
    this->hand().clear_staged();
  }
  virtual void pressed_own(std::string_view id) { (void)id; }
  void pressed(std::string_view id) override {
    if (id == "hint") suggest();
    if (id == "meld") compose();
    if (id == "lay-down") lay_down();
    if (id == "discard-button") discard_selected();
    pressed_own(id);
  }

  // A table with gestures of its own calls this first.
  void handle(Frame& f) override {
    if (const auto m = meld_of_id(f.ui.clicked())) tap_meld(m->first, m->second);
  }

  // The view's melds, seat by seat (each a Meld, or an entry holding one as `meld`).
  const Meld* table_meld(int seat, int index) const override {
    const auto& table = this->view().table;
    if (seat < 0 || seat >= static_cast<int>(table.size()) || index < 0 ||
        index >= static_cast<int>(table[static_cast<size_t>(seat)].size()))
      return nullptr;
    const auto& m = table[static_cast<size_t>(seat)][static_cast<size_t>(index)];
    if constexpr (requires { m.meld; })
      return &m.meld;
    else
      return &m;
  }

  void dropped(Frame& f, const HandDrop& d) override {
    if (!this->layout_.table.contains(d.x, d.y)) return;
    this->hand().select_only(d.index);
    // The melds the view holds now: what the last frame drew may have changed since.
    const auto& table = this->view().table;
    for (int seat = 0; seat < static_cast<int>(table.size()); ++seat)
      for (int m = 0; m < static_cast<int>(table[static_cast<size_t>(seat)].size()); ++m)
        if (f.ui.hovered(meld_id(seat, m))) return tap_meld(seat, m);
  }

  void draw_table(Frame& f) const override {
    // The seats after the melds, so a seat takes a tap where a meld's hit area, grown to 44 px,
    // reaches into it (Rummü's small seats at 360x640 were 42 px targets: blind test).
    draw_melds(f);
    draw_opponents(f);
    draw_beside_piles(f);
    this->draw_piles(f);
    const Layout& l = this->layout_;
    // A card table's composed melds at their own (a desktop's larger) size; tiles at the chips'.
    float w = l.chip_w, h = l.chip_h;
    if constexpr (requires { l.staged_w; }) w = l.staged_w, h = l.staged_h;
    // Where the row shares the last move's band, the line speaks while nothing is composed.
    const std::string hint = l.staged_on_log ? std::string() : composed_hint();
    const MeldRow row{l.staged, w - 2 * l.s, h, w, "staged", "Composed", hint};
    draw_meld_row(f, row, this->hand().staged(),
                  [&](render::Rect r, const PlacedCard& p) { this->draw_piece(f, r, p); });
    this->draw_hand(f);
  }
};

}  // namespace parlor::scenes
