#pragma once
// The Five Crowns table, on the table kit. The match advances at once; what is shown lags
// behind by one animation, so each move is seen as a card sliding from where it was to where it
// went.
#include <optional>
#include <string>
#include <vector>

#include "app/kit/game_table.h"
#include "app/kit/table_pieces.h"
#include "app/screen/warmup_queue.h"
#include "app/session/hand_model.h"
#include "app/tables/five_crowns/layout.h"
#include "games/five_crowns/rules.h"
#include "games/five_crowns/view.h"

namespace parlor::scenes {

class FiveCrownsTable : public RummyTable<five_crowns::FiveCrownsView, FiveCrownsLayout> {
 public:
  FiveCrownsTable(Director& director, session::TableSession session);

 private:
  bool my_discard_phase() const;

  // The kit's hooks.
  void viewer_changed() override { follow_view(); }
  void moved(int) override { follow_view(); }
  PARLOR_TABLE_PARTS
  // Its rules screen lists the same keys (assets/rules/five_crowns.txt).
  std::string keys_words() const override {
    return "Keys: D draw, T take the discard, 1-9 or arrows and Space select, M meld, Enter discard, S or R sort, "
           "Escape menu.";
  }
  void pressed(std::string_view id) override;
  void draw_table(Frame& f) const override;
  std::string round_word() const override { return "Hand"; }
  void draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const override;
  int piece_cost(Card c) const override;
  bool discarding() const override { return my_discard_phase(); }
  void draw_face(Frame& f, render::Rect r, Card c) const override;
  void draw_back(Frame& f, render::Rect r) const override;
  int sort_wild() const override { return view().wild_rank; }
  // After laying down, the row shows the person's melds on the table.
  bool staged_row_held() const override {
    return !hand().staged().empty() || (me() >= 0 && !view().laid[static_cast<size_t>(me())].empty());
  }
  int revealed_wild() const;  // the wild rank of the hand just scored
  bool piece_wild(const PlacedCard& p) const override;

  // The person's moves.
  void follow_view() { follow_hand(view().hand_number, view().hand); }
  void meld_selected();
  void discard_selected();
  void suggest();
  void present_hint(const Action& hinted) override;
  std::string hint_words(const Action& a) const override;
  std::optional<MeldRules> wild_rules() const override { return five_crowns::meld_rules(view().wild_rank); }

  // Drawing (table_draw.cpp).
  void draw_opponents(Frame& f) const;
  void draw_staged(Frame& f) const;
  void draw_chip(Frame& f, render::Rect r, const PlacedCard& p) const;
  mutable StandInShown staged_stand_in_;  // as the staged row drew it, published
};

// What the lobby warms for this table (warm.cpp).
void warm_five_crowns(WarmupQueue& w, int width, int height, float dpr);

}  // namespace parlor::scenes
