#pragma once
// The Rummy-O table: people (pass-and-play behind the curtain) against bots. Select tiles in
// the rack, then Meld sets them aside as a meld being composed (the opening counter shows its
// points against the 50 needed), Lay down places the composed melds, tapping a table meld adds
// the selected tiles to it or, with the one tile a joker there stands for, claims that joker.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "app/platform/web_links.h"
#include "app/kit/curtain.h"
#include "app/scenes/rummy_o_layout.h"
#include "app/scenes/scene.h"
#include "app/kit/table_chrome.h"
#include "app/session/hand_model.h"
#include "app/session/table_session.h"
#include "games/rummy_o/view.h"

namespace parlor::scenes {

class RummyOTable : public Scene {
 public:
  RummyOTable(Director& director, session::TableSession session);
  void update(double dt) override;
  void draw(Frame& frame) override;
  void save() override { session_.save(); }

 private:
  enum class Overlay { None, Menu, Scores, Results };

  void act(const Action& a);
  void after_move(const rummy_o::RummyOView& before);
  void run_bots(double dt);
  void refresh_view();
  void sync_viewer();
  bool person_to_act() const;
  bool playing() const;  // the person's turn, after taking a tile
  std::string seat_name(int seat) const;
  std::string who(int seat) const;  // "You" for the person shown
  std::string named(std::string line) const;  // "Player 2" replaced by seat names
  void sound(web::Sound s);
  void fail(std::string reason);
  session::HandModel& rack() { return racks_[static_cast<size_t>(me_)]; }
  const session::HandModel& rack() const { return racks_[static_cast<size_t>(me_)]; }
  int staged_points() const;
  bool staged_has_run() const;

  // The person's moves.
  void stage_selected();
  void lay_down_staged();
  void discard_selected();
  void tap_meld(int seat, int index);
  void suggest();

  void draw_bar(Frame& f);
  void draw_opponents(Frame& f);
  void draw_table(Frame& f);
  void draw_piles(Frame& f);
  void draw_messages(Frame& f);
  void draw_staged(Frame& f);
  void draw_buttons(Frame& f);
  void draw_rack(Frame& f);
  void draw_scores(Frame& f, bool final_results);
  void publish_state();
  void publish_json(const nlohmann::json& j);

  Director& director_;
  session::TableSession session_;
  Curtain curtain_;
  int me_ = -1;
  rummy_o::RummyOView view_;
  std::vector<session::HandModel> racks_;  // each person's own arrangement, by seat
  std::vector<int> rounds_;                // the round each arrangement belongs to
  RummyOLayout layout_;
  Overlay overlay_ = Overlay::None;
  float bot_wait_ = 0;
  TimedError error_;
  std::optional<std::pair<int, int>> hint_meld_;  // (owner, index) the hint adds to
  int hints_ = 0;  // hints given, published so tests can tell a hint from a move
  int drag_index_ = -1;
  float drag_x_ = 0, drag_y_ = 0;
  std::string published_;
};

}  // namespace parlor::scenes
