#pragma once
// The Rummü table, on the table kit. The discard pile shows its top card and how many lie there
// (its cards under the top face down, as the sheet keeps it, unless the set-up opened it). A tap
// on it fans it out: the top card and a back for each card under it, numbered by how many a tap
// there takes (or, open, every card face up: a tap takes the pile down to it); T, then T again to
// go deeper and Enter, from the keyboard. Select
// cards and press Meld to compose a combination (a yellow card is itself, or a joker when only
// that makes the combination); Lay down lays the composed ones, the first time a round as coming
// out, with the round's minimum of cards. Tapping a combination on the table adds the selected
// cards to it or, with the card a yellow joker there stands for, exchanges that joker (A does it
// without a pointer). Each combination shows what it scores as it lies.
#include <optional>
#include <string>
#include <vector>

#include "app/kit/shared_melds_table.h"
#include "app/kit/table_pieces.h"
#include "app/screen/warmup_queue.h"
#include "app/tables/rummu/layout.h"
#include "games/rummu/melds.h"
#include "games/rummu/view.h"

namespace parlor::scenes {

class RummuTable : public SharedMeldsTable<rummu::RummuView, RummuLayout> {
 public:
  RummuTable(Director& director, session::TableSession session);

 private:
  bool playing() const;  // the person's turn, after taking
  bool came_out() const;
  int come_out_min() const;
  int staged_cards() const;
  // The move that puts the selected cards on combination `index` of `seat`, or why none does.
  Result<Action> meld_action(int seat, int index) const;

  // The kit's hooks.
  void viewer_changed() override { follow_view(); }
  void moved(int) override { follow_view(); }
  void handle(Frame& f) override;
  bool escape() override;
  bool discard_tapped() override;
  PARLOR_TABLE_PARTS
  // Its rules screen lists the same keys (assets/rules/rummu.txt).
  std::string keys_words() const override {
    return "Keys: D draw, T fan the discard pile (Enter takes), 1-9 or arrows and Space select, M meld, L lay down, A "
           "add, Enter discard, S or R sort, Escape menu.";
  }
  int piece_cost(Card c) const override;
  bool discarding() const override { return playing(); }
  int discard_count_said() const override { return view().discard_count; }
  bool piles_hidden() const override { return fan_covers_middle(); }
  void draw_back(Frame& f, render::Rect r) const override;

  // The person's moves.
  void follow_view();
  void stage_selected();
  void compose() override { stage_selected(); }
  void lay_down() override;
  std::optional<std::string> lay_down_refusal() const;
  // The selected cards as the combination meant (rummu::meant_combination), worked out once a
  // selection: Lay down's button asks it every frame.
  const Result<Meld>& meant_selected() const;
  mutable std::optional<std::vector<Card>> meant_for_;
  mutable Result<Meld> meant_ = Result<Meld>::failure("");
  void tap_meld(int seat, int index) override;
  void add_by_key();
  void take_discards(int count);
  void present_hint(const Action& a) override;
  std::string hint_words(const Action& a) const override;
  WildWords wild_words() const override { return rummu::kYellowJokers; }

  // Drawing (table_draw.cpp).
  void draw_table(Frame& f) const override;
  void draw_opponents(Frame& f) const override;
  void draw_melds(Frame& f) const override;
  void draw_beside_piles(Frame& f) const override;
  void draw_fan(Frame& f) const;
  // The fanned pile lies over the combinations' area or, where that is too short for a row of
  // cards (a phone on its side, a small phone), over the whole middle from the seats down to the
  // piles, none of which is drawn meanwhile.
  bool fan_shown() const { return fan_open_ && drawing(); }
  bool fan_covers_middle() const;
  render::Rect fan_area() const;
  std::string composed_hint() const override;
  // A card as the table and the reveal show it: a yellow joker shows the card it stands for.
  void draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const override;

  bool fan_open_ = false;  // the discard pile fanned out to choose how deep to take
  int fan_depth_ = 1;      // the keyboard's choice there (T goes deeper)
  std::string hint_kind_;  // the last hint's move, for the tests
  int hint_count_ = 0;     // and how many discards it takes
};

// What the lobby warms for this table (warm.cpp).
void warm_rummu(WarmupQueue& w, int width, int height, float dpr);

}  // namespace parlor::scenes
