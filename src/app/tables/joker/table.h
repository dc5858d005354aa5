#pragma once
// The Joker table, on the table kit: a round board, the person's cards below it, three bots or
// people (pass and play behind the curtain) around it. The match advances at once; the board
// shown lags behind while each marble runs hole by hole to where it went, and bumped marbles
// jump after it.
//
// A move takes one to three taps: a card (every marble it can move glows, each with the hole it
// would land in), then a marble (played at once when it has one way to go), then the hole (a
// joker's targets, a 7's 1 to 7 holes). A 7 stopped short asks for the second marble, which
// takes the rest.
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "app/kit/table_scene.h"
#include "app/scenes/warmup_queue.h"
#include "app/session/hand_model.h"
#include "app/tables/joker/layout.h"
#include "games/joker/view.h"

namespace parlor::scenes {

class JokerTable : public TableScene {
 public:
  JokerTable(Director& director, session::TableSession session);

 private:
  // A marble on its way; the board shown already has the shifts before it.
  struct Run {
    joker::Shift shift;
    std::vector<int> path;  // holes after `from`, ending at `to`
    float t = 0, duration = 0;
  };

  const joker::JokerView& view() const { return view_as<joker::JokerView>(); }

  // The kit's hooks.
  void lay_out(const Frame& f) override;
  const TableChrome& chrome() const override { return layout_; }
  void viewer_changed() override;
  void moved(int seat) override;
  bool busy() const override { return run_.has_value() || !queue_.empty(); }
  void tick(double dt) override;
  void handle(Frame& f) override;
  HandGeometry hand_geometry() const override;
  void draw_hand_item(Frame& f, const HandItem& it) const override;
  std::vector<TableButton> buttons() const override;
  void pressed(std::string_view id) override;
  void draw_table(Frame& f) const override;
  std::string title() const override;
  Prompt prompt() const override;
  bool escape() override;
  void publish_extra(nlohmann::json& j) const override;
  std::string round_word() const override { return ""; }
  std::vector<SheetLine> sheet_lines(bool final_results) const override;
  std::string results_title() const override;

  // The choice in progress, from the legal moves of the view.
  void follow_view();  // the hand and the person's moves, after a move or for another viewer
  bool stuck() const { return !legal_.empty() && legal_.front().kind == ActionKind::Discard; }
  // The selected card's moves at this step of the choice: each as the marble (its hole) and the
  // hole it goes to, or in a 7's second part, the second marble and where the rest takes it.
  struct Step {
    int marble, hole;
    const Action* action;
  };
  int card() const;     // the selected card, in the hand as shown; -1 when none
  Card chosen() const;  // that card; none when none
  std::vector<Step> steps() const;
  std::vector<int> movable() const;          // marbles (holes) that can go now
  std::vector<int> targets(int from) const;  // where the marble at `from` can go
  void clear_choice();
  void card_chosen();
  void choose_marble(int from);
  void choose_target(int to);
  void discard_selected();

  // Drawing (table_draw.cpp).
  void draw_badges(Frame& f) const;
  void draw_board(Frame& f) const;
  void draw_marbles(Frame& f) const;
  void draw_choices(Frame& f) const;
  Point marble_point(int marble) const;  // where a marble of the shown board sits

  JokerLayout layout_;
  Card picked_;                // the card the choice in progress was made for
  std::vector<Action> legal_;  // the person's moves, when to act
  joker::Board shown_;         // the board as drawn, behind the view while marbles run
  std::deque<joker::Shift> queue_;
  std::optional<Run> run_;
  int seen_events_ = 0;                  // the view's event count the board last followed
  int marble_ = -1;                      // selected marble's hole
  int split_from_ = -1, split_to_ = -1;  // a 7's first part, while the second marble is chosen
};

// What the lobby warms for this table (warm.cpp).
void warm_joker(WarmupQueue& w, int width, int height, float dpr);

}  // namespace parlor::scenes
