#pragma once
// The Joker table: a round board, the person's cards below it, three bots or people (pass and
// play behind the curtain) around it. The match advances at once; the board shown lags behind
// while each marble runs hole by hole to where it went, and bumped marbles jump after it.
//
// A move takes one to three taps: a card (every marble it can move glows, each with the hole it
// would land in), then a marble (played at once when it has one way to go), then the hole (a
// joker's targets, a 7's 1 to 7 holes). A 7 stopped short asks for the second marble, which
// takes the rest.
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/platform/web_links.h"
#include "app/kit/curtain.h"
#include "app/scenes/joker_layout.h"
#include "app/scenes/scene.h"
#include "app/kit/table_chrome.h"
#include "app/session/table_session.h"
#include "games/joker/view.h"

namespace parlor::scenes {

class JokerBoard : public Scene {
 public:
  JokerBoard(Director& director, session::TableSession session);
  void update(double dt) override;
  void draw(Frame& frame) override;
  void save() override { session_.save(); }

 private:
  enum class Overlay { None, Menu, Results };

  // A marble on its way; the board shown already has the shifts before it.
  struct Run {
    joker::Shift shift;
    std::vector<int> path;  // holes after `from`, ending at `to`
    float t = 0, duration = 0;
  };

  // Moves and their consequences.
  void act(const Action& a);
  void after_move(int events_before);
  void run_bots(double dt);
  void refresh_view();
  void sync_viewer();
  void clear_choice();
  bool person_to_act() const;
  bool animating() const { return run_.has_value() || !queue_.empty(); }
  void sound(web::Sound s);
  std::string seat_name(int seat) const;
  std::string you_or(int seat) const;

  // The choice in progress, from the legal moves of the view.
  std::vector<const Action*> options_for_card() const;  // the selected card's moves
  std::vector<int> movable() const;                     // marbles (holes) that can go now
  std::vector<int> targets(int from) const;             // where the marble at `from` can go
  void choose_card(int index);
  void choose_marble(int from);
  void choose_target(int to);
  void discard_selected();

  // Drawing (joker_board_draw.cpp).
  void draw_bar(Frame& f);
  void draw_badges(Frame& f);
  void draw_board(Frame& f);
  void draw_marbles(Frame& f);
  void draw_choices(Frame& f);
  void draw_messages(Frame& f);
  void draw_buttons(Frame& f);
  void draw_hand(Frame& f);
  void draw_results(Frame& f);
  void handle_keys(Frame& f);
  void publish_state();
  Point marble_point(int marble) const;  // where a marble of the shown board sits

  Director& director_;
  session::TableSession session_;
  Curtain curtain_;
  int me_ = -1;  // the seat at the bottom: the viewer's
  joker::JokerView view_;          // the latest
  std::vector<Action> legal_;      // the person's moves, when to act
  joker::Board shown_;             // the board as drawn, behind the view while marbles run
  std::deque<joker::Shift> queue_;
  std::optional<Run> run_;
  JokerLayout layout_;
  Overlay overlay_ = Overlay::None;
  int card_ = -1;                  // selected card, an index into view_.hand
  int marble_ = -1;                // selected marble's hole
  int split_from_ = -1, split_to_ = -1;  // a 7's first part, while the second marble is chosen
  float bot_wait_ = 0;
  TimedError error_;
  double time_ = 0;
  StatePublisher publisher_;
};

}  // namespace parlor::scenes
