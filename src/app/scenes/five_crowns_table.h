#pragma once
// The Five Crowns table: a person (or several, later) against bots. The match advances at once;
// what is shown lags behind by one animation, so each move is seen as a card sliding from where
// it was to where it went. Bots wait between moves according to the speed setting.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/scenes/five_crowns_layout.h"
#include "app/scenes/scene.h"
#include "app/session/hand_model.h"
#include "app/session/setup.h"
#include "games/five_crowns/view.h"
#include "net/match.h"

namespace parlor::scenes {

class FiveCrownsTable : public Scene {
 public:
  FiveCrownsTable(Director& director, session::GameSetup setup, std::unique_ptr<net::Match> match);
  void update(double dt) override;
  void draw(Frame& frame) override;

 private:
  enum class Overlay { None, Menu, Scores, Results };

  // A card in flight between two places; the view shown already holds its destination.
  struct Flight {
    Card face;
    bool face_up = true;
    render::Rect from, to;
    float t = 0, duration = 0;
    int hide_hand_index = -1;       // the person's arriving card, hidden until it lands
    bool hide_discard_top = false;  // the pile shows `pile_under` until the card lands
    Card pile_under;
  };

  // Actions and their consequences.
  void act(const Action& a);                 // the person's move
  void after_move(const five_crowns::FiveCrownsView& before, int seat);
  void run_bots(double dt);
  void refresh_view();
  std::string seat_name(int seat) const;
  std::string describe(const five_crowns::Event& e) const;
  render::Rect seat_anchor(int seat) const;  // where a seat's cards come from and go to
  float bot_delay() const;
  float flight_time() const;
  bool person_to_act() const;

  // Input.
  void handle_hand_input(Frame& f);
  void handle_keys(Frame& f);
  void draw_from_stock();
  void take_discard();
  void meld_selected();
  void discard_selected(int index);
  void suggest();

  // Drawing.
  void draw_bar(Frame& f);
  void draw_opponents(Frame& f);
  void draw_piles(Frame& f);
  void draw_messages(Frame& f);
  void draw_staged(Frame& f);
  void draw_buttons(Frame& f);
  void draw_hand(Frame& f);
  void draw_flight(Frame& f);
  void draw_menu(Frame& f);
  void draw_scores(Frame& f, bool final_results);
  void publish_state();

  Director& director_;
  session::GameSetup setup_;
  std::unique_ptr<net::Match> match_;
  int me_ = 0;          // the seat shown at the bottom
  bool spectator_ = false;
  five_crowns::FiveCrownsView view_;  // what is shown
  session::HandModel hand_;
  FiveCrownsLayout layout_;
  std::optional<Flight> flight_;
  Overlay overlay_ = Overlay::None;
  float bot_wait_ = 0;
  std::string error_;     // the last refused move's reason, shown by the cards
  float error_time_ = 0;
  int focus_ = 0;         // keyboard cursor in the hand
  bool keyboard_ = false; // show the cursor only to keyboard players
  int drag_index_ = -1;   // hand card being dragged
  float drag_x_ = 0, drag_y_ = 0;
  int scored_hands_seen_ = 0;
  double time_ = 0;
  std::string published_;
};

}  // namespace parlor::scenes
