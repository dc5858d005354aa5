#pragma once
// The Five Crowns table: people (pass-and-play behind a curtain) against bots. The match advances at once;
// what is shown lags behind by one animation, so each move is seen as a card sliding from where
// it was to where it went. Bots wait between moves according to the speed setting.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "app/platform/web_links.h"
#include "app/scenes/curtain.h"
#include "app/scenes/five_crowns_layout.h"
#include "app/scenes/scene.h"
#include "app/scenes/table_common.h"
#include "app/session/hand_model.h"
#include "app/session/setup.h"
#include "app/session/table_session.h"
#include "games/five_crowns/view.h"
#include "net/match.h"

namespace parlor::scenes {

class FiveCrownsTable : public Scene {
 public:
  FiveCrownsTable(Director& director, session::TableSession session);
  void update(double dt) override;
  void draw(Frame& frame) override;
  void save() override { session_.save(); }

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
  void sync_viewer();
  void sound(web::Sound s);
  session::HandModel& hand() { return hands_[static_cast<size_t>(me_)]; }
  const session::HandModel& hand() const { return hands_[static_cast<size_t>(me_)]; }

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
  void publish_curtain();

  Director& director_;
  session::TableSession session_;
  Curtain curtain_;
  int me_ = 0;          // the seat shown at the bottom: the viewer's
  five_crowns::FiveCrownsView view_;  // what is shown
  std::vector<session::HandModel> hands_;  // each person's own arrangement, by seat
  std::vector<int> hand_numbers_;          // the hand each arrangement belongs to
  FiveCrownsLayout layout_;
  std::optional<Flight> flight_;
  Overlay overlay_ = Overlay::None;
  float bot_wait_ = 0;
  TimedError error_;  // shown by the cards
  int focus_ = 0;         // keyboard cursor in the hand
  bool keyboard_ = false; // show the cursor only to keyboard players
  int drag_index_ = -1;   // hand card being dragged
  float drag_x_ = 0, drag_y_ = 0;
  int scored_hands_seen_ = 0;
  double time_ = 0;
  StatePublisher publisher_;
};

}  // namespace parlor::scenes
