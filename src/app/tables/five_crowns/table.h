#pragma once
// The Five Crowns table, on the table kit. The match advances at once; what is shown lags
// behind by one animation, so each move is seen as a card sliding from where it was to where it
// went.
#include <optional>
#include <string>
#include <vector>

#include "app/kit/table_pieces.h"
#include "app/kit/table_scene.h"
#include "app/scenes/warmup_queue.h"
#include "app/session/hand_model.h"
#include "app/tables/five_crowns/layout.h"
#include "games/five_crowns/view.h"

namespace parlor::scenes {

class FiveCrownsTable : public TableScene {
 public:
  FiveCrownsTable(Director& director, session::TableSession session);

 private:
  // A card in flight between two places; the view shown already holds its destination.
  struct Flight {
    Card face;
    bool face_up = true;
    Toss toss;
    bool to_hand = false;           // drawn by the person shown
    int hide_hand_index = -1;       // the person's arriving card, hidden until it lands
    bool hide_discard_top = false;  // the pile shows `pile_under` until the card lands
    Card pile_under;
  };
  // What the table last followed of the view, to tell what a move changed.
  struct Seen {
    int events = 0, hand_number = -1;
    Card discard_top;
  };

  const five_crowns::FiveCrownsView& view() const { return view_as<five_crowns::FiveCrownsView>(); }
  bool my_discard_phase() const;

  // The kit's hooks.
  void lay_out(const Frame& f) override;
  const TableChrome& chrome() const override { return layout_; }
  void viewer_changed() override;
  void moved(int seat) override;
  bool busy() const override { return flight_.has_value(); }
  void tick(double dt) override;
  void handle(Frame& f) override;
  HandGeometry hand_geometry() const override;
  void draw_hand_item(Frame& f, const HandItem& it) const override;
  void dropped(Frame& f, const HandDrop& d) override;
  std::vector<TableButton> buttons() const override;
  void pressed(std::string_view id) override;
  void draw_table(Frame& f) const override;
  std::string title() const override;
  Prompt prompt() const override;
  std::string round_word() const override { return "Hand"; }
  std::vector<SheetLine> sheet_lines(bool final_results) const override;
  void publish_extra(nlohmann::json& j) const override;
  std::optional<Reveal> reveal() const override;
  void draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const override;
  int piece_cost(Card c) const override;
  int revealed_wild() const;  // the wild rank of the hand just scored

  // The person's moves.
  void follow_view();
  std::optional<Flight> flight_for(const five_crowns::Event& e) const;
  void draw_from_stock();
  void take_discard();
  void tap_discard();
  void meld_selected();
  void discard_selected(int index);
  void discard_the_selected();
  void suggest();

  // Drawing (table_draw.cpp).
  void draw_opponents(Frame& f) const;
  void draw_piles(Frame& f) const;
  void draw_staged(Frame& f) const;
  void draw_flight(Frame& f) const;
  void draw_chip(Frame& f, render::Rect r, Card c) const;

  FiveCrownsLayout layout_;
  std::optional<Flight> flight_;
  Seen seen_;
};

// What the lobby warms for this table (warm.cpp).
void warm_five_crowns(WarmupQueue& w, int width, int height, float dpr);

}  // namespace parlor::scenes
