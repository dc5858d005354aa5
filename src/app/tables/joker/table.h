#pragma once
// The Joker table, on the table kit: a round board, the person's cards below it, three bots or
// people (pass and play behind the curtain) around it; the marbles run across the board after
// each move (ui/marble_runs.h).
//
// A move takes one to three taps, picked from the legal moves (session/move_picker.h): a card
// (every marble it can move glows, each with the hole it would land in), then a marble (played
// at once when it has one way to go), then the hole (a joker's targets, a 7's 1 to 7 holes). A 7
// stopped short asks for the second marble, which takes the rest.
#include <optional>
#include <string>
#include <vector>

#include "app/kit/game_table.h"
#include "app/screen/warmup_queue.h"
#include "app/session/move_picker.h"
#include "app/tables/joker/layout.h"
#include "app/ui/marble_runs.h"
#include "games/joker/view.h"

namespace parlor::scenes {

class JokerTable : public GameTable<joker::JokerView, JokerLayout> {
 public:
  JokerTable(Director& director, session::TableSession session);

 private:
  // The kit's hooks.
  void lay_out(const Frame& f) override;
  void viewer_changed() override;
  void moved(int seat) override;
  bool busy() const override { return runs_.busy(); }
  void tick(double dt) override { runs_.tick(dt, flight_time(), view().board); }
  void handle(Frame& f) override;
  void draw_hand_item(Frame& f, const HandItem& it) const override;
  std::vector<TableButton> buttons() const override;
  void pressed(std::string_view id) override;
  // The choice in progress (the picker's path: a card, a marble, a hole...) survives a reload.
  std::vector<int> choice_in_progress() const override { return picker_.chosen(); }
  bool resume_choice(const std::vector<int>& path) override;
  void draw_table(Frame& f) const override;
  void draw_over_question(Frame& f) const override {
    if (!asked_.empty()) draw_choices(f);
  }
  std::string title() const override { return teams_title(); }
  // Its rules screen lists the same keys (assets/rules/joker.txt).
  std::string keys_words() const override {
    return "Keys: 1-6 choose a card, Enter list its marbles, D discard when no card moves, Escape menu.";
  }
  Prompt prompt() const override;
  void publish_extra(nlohmann::json& j) const override;
  std::string round_word() const override { return ""; }
  std::vector<SheetLine> sheet_lines(bool final_results) const override;
  // The race's end: how it was won, every seat's cards face up and its marbles home.
  std::optional<Reveal> reveal() const override;
  void draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const override;

  void follow_view();  // the hand and the person's moves, after a move or for another viewer
  bool stuck() const;  // no card can move a marble: one is discarded
  int card() const { return hand().selected_count() == 1 ? hand().first_selected() : -1; }
  Card chosen() const { return card() < 0 ? Card() : hand().cards()[static_cast<size_t>(card())]; }
  // The choice in progress: the marble chosen (its hole), and a 7's first part while the second
  // marble is chosen.
  int marble() const { return picker_.depth() % 2 == 0 && picker_.depth() > 0 ? picker_.at(picker_.depth() - 1) : -1; }
  bool second_part() const { return picker_.depth() >= 3; }
  void pick(int hole, bool is_marble);  // a tap: asks where choices crowd it
  void step(int hole, bool is_marble);  // the choice made
  void refuse_marble(int hole);         // a marble tapped that cannot move: why
  // Choices closer than a thumb (crowd.cpp).
  Point spot(int hole) const;
  std::vector<int> choices(bool marbles) const;
  int steps(int from, int to) const;
  std::string choice_words(int hole, bool is_marble) const;
  std::vector<int> crowd(int hole, bool is_marble) const;
  void ask_between(std::vector<int> near, bool is_marble);
  void keys(Frame& f);
  std::string where_words(int hole) const;
  std::string whose_marble(int hole) const;
  std::string hint_words(const Action& a) const override;
  void present_hint(const Action& a) override;
  std::string team_names(int team) const;
  // Each seat's mark on its marbles and its badge's avatar (the badge's initial, or the seat's
  // number where two initials are alike): partners' colours differ little, and not at all to some eyes.
  std::vector<std::string> marks() const;
  // A marble's holes closer than a thumb: the question is put at once (crowd.cpp).
  void ask_if_crowded();
  std::vector<std::string> title_forms() const override;

  // Drawing (table_draw.cpp).
  void draw_opponents(Frame& f) const;
  void draw_board(Frame& f) const;
  void draw_choices(Frame& f) const;
  void draw_glow(Frame& f) const;
  render::Rect marble_box(int hole) const;
  void draw_destination(Frame& f, Point at, render::Color c, float strength) const;

  session::MovePicker picker_;
  Card picked_;  // the card the choice in progress was made for
  ui::MarbleRuns runs_;
  std::vector<int> asked_;       // the holes the open question chooses between (published as "asking")
  std::vector<int> auto_asked_;  // the choice in progress whose crowded holes were last put as a question
};

// What the lobby warms for this table (warm.cpp).
void warm_joker(WarmupQueue& w, int width, int height, float dpr);

}  // namespace parlor::scenes
