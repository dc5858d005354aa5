#pragma once
// The Rummy-O table, on the table kit. Select tiles in the rack, then Meld sets them aside as a
// meld being composed (the opening counter shows its points against the 50 needed), Lay down
// places the composed melds, tapping a table meld adds the selected tiles to it or, with the one
// tile a joker there stands for, claims that joker. Dragging a tile reorders the rack or drops it
// on the discard or on a meld.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/shared_melds_table.h"
#include "app/kit/table_pieces.h"
#include "app/screen/warmup_queue.h"
#include "app/tables/rummy_o/layout.h"
#include "games/rummy_o/rules.h"
#include "games/rummy_o/view.h"

namespace parlor::scenes {

class RummyOTable : public SharedMeldsTable<rummy_o::RummyOView, RummyOLayout> {
 public:
  RummyOTable(Director& director, session::TableSession session);

 private:
  bool playing() const { return discarding(); }  // the person's turn, after taking a tile
  int staged_points() const;

  // The kit's hooks.
  void viewer_changed() override;
  void moved(int) override { follow_rack(); }
  HandGeometry hand_geometry() const override;
  PARLOR_TABLE_PARTS
  // Its rules screen lists the same keys (assets/rules/rummy_o.txt).
  std::string keys_words() const override {
    return "Keys: D draw, T take the discard, 1-9 or arrows and Space select, M meld, Enter discard, S or R sort, "
           "Escape menu.";
  }
  int piece_cost(Card c) const override { return -rummy_o::tile_points(c); }
  float piece_aspect() const override { return 1.3f; }
  bool discarding() const override;
  std::string take_refusal() const override;
  void draw_back(Frame& f, render::Rect r) const override;
  std::string piece_word() const override { return "tile"; }
  const char* book_word() const override { return "group"; }

  // The person's moves.
  void follow_rack();
  std::optional<std::string> not_playing(const char* then) const;
  void stage_selected();
  void compose() override { stage_selected(); }
  void lay_down_staged();
  void lay_down() override { lay_down_staged(); }
  // Discard with melds composed goes out only when that is legal; the button says which.
  bool going_out() const;
  struct GoingOut {
    size_t moves = 0;
    MeldList melds;
    Card discard;
    bool out = false;
  };
  mutable std::optional<GoingOut> going_out_;
  void discard_selected() override;
  void tap_meld(int seat, int index) override;
  void declare_then_act(Action a);
  void present_hint(const Action& a) override;
  std::string hint_words(const Action& a) const override;
  std::optional<MeldRules> wild_rules() const override { return rummy_o::meld_rules(); }
  // The last hint's move: its jokers' tiles are published for the browser tests, which answer the
  // table's joker questions as the hint would.
  std::optional<Action> hinted_;
  std::vector<std::string> scored_notes(const rummy_o::RoundResult& last, size_t at) const;
  std::string left_note(const RevealSeat& rs, int cost) const;
  std::vector<Card> rack_order(const std::vector<Card>& tiles) const;

  // Drawing (table_draw.cpp).
  void draw_opponents(Frame& f) const override;
  void draw_melds(Frame& f) const override;
  void draw_beside_piles(Frame& f) const override { draw_counter(f); }
  void draw_counter(Frame& f) const;
  std::string composed_hint() const override;
  // A tile as the table and the reveal show it: a joker in a meld shows the tile it stands for.
  void draw_piece(Frame& f, render::Rect tile, const PlacedCard& p) const override;
};

// What the lobby warms for this table (warm.cpp).
void warm_rummy_o(WarmupQueue& w, int width, int height, float dpr);

}  // namespace parlor::scenes
