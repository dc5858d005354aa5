#pragma once
// The set-up screen of a playable game: the number of players, each seat (name, person or bot,
// the bot's level), the game's options, the bots' speed; Start hands a GameSetup to make_table.
// The seats and options scroll between a fixed top bar (Back, Rules) and a fixed Start button.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "app/scenes/setup_model.h"
#include "app/screen/scene.h"
#include "app/ui/focus.h"
#include "app/ui/scroll.h"
#include "app/ui/widgets.h"

namespace parlor::scenes {

// Tests and benchmarks: the next game started from a set-up screen deals from this seed, so a
// game begun by taps in the lobby is the same game on every run.
void use_seed_next(uint64_t seed);

class SetupScene : public Scene {
 public:
  SetupScene(Director& director, const GameEntry& game);
  ~SetupScene() override;
  void update(double) override {}
  void draw(Frame& f) override;
  bool quiet() const override { return true; }
  // The set-up of the game just played, to start another like it (SetupModel::take_from).
  void play_again_as(const session::GameSetup& last) { model_.take_from(last); }

 private:
  // Each draws its part of the scrolling column from content y (CSS px) and returns the y below it.
  float draw_players(Frame& f, ui::Widgets& w, float y);
  float draw_seat(Frame& f, ui::Widgets& w, std::size_t i, float y);
  float narrow_kind_w(Frame& f) const;
  float draw_options(Frame& f, ui::Widgets& w, float y);
  float draw_speed(Frame& f, ui::Widgets& w, float y);
  float heading(Frame& f, std::string_view title, float y);
  bool draw_footer(Frame& f, float footer_h);
  void apply_edits();
  void start();

  // A content box (CSS px, content coordinates) on screen, in device px.
  render::Rect at(const Frame& f, float x, float y, float w, float h) const;

  Director& director_;
  SetupModel model_;
  int first_field_;  // text field number of seat 1's name; seat i uses first_field_ + i
  ui::ScrollArea scroll_;
  ui::FocusRing focus_;
  std::string error_;
  render::Rect view_;           // device px
  float x0_ = 0, col_ = 0;      // the column, CSS px
  bool replace_saved_ = false;  // the person chose to replace the saved game
};

}  // namespace parlor::scenes
