#pragma once
// A game's rules, from the lobby or during play: the sheet's facts and our decisions in our own
// words (assets/rules/<game>.txt), scrolled by wheel, finger, drag or keys. The page fetches the
// text (scenes/rules_text.h): until it arrives the screen says it is loading, and if it cannot
// come, says so with Try again. Its items: "rules:text" once the text is shown, else
// "rules:loading", or "rules:failed" and the button "rules:retry".
//
// From a table:  director.push(make_rules_screen(director, session.setup().game_id));
// Back (or Escape) then calls director.pop(), and the table below carries on where it was.
#include <functional>
#include <string>
#include <vector>

#include "app/scenes/rules_text.h"
#include "app/screen/scene.h"
#include "app/ui/focus.h"
#include "app/ui/scroll.h"

namespace parlor::scenes {

class RulesScene : public Scene {
 public:
  // on_back runs when the player leaves; by default it pops this scene off the director.
  RulesScene(Director& director, std::string game_id, std::function<void()> on_back = {});
  void update(double) override {}
  void draw(Frame& f) override;

 private:
  struct Line {
    std::string text;
    render::Face face;
    float px, x, y;  // CSS px; y is the top of the line box in the content
    render::Color color;
  };
  void layout(Frame& f, const std::vector<RulesBlock>& blocks);
  // The sentence of a screen without its text (loading, or failed with Try again).
  void draw_waiting(Frame& f, const RulesText& rules);
  void handle_keys(const Frame& f);

  Director& director_;
  std::string game_id_, title_;
  std::function<void()> on_back_;
  std::vector<Line> lines_;
  float content_h_ = 0;  // CSS px
  int laid_out_w_ = 0;
  float laid_out_dpr_ = 0;
  bool laid_out_text_ = false;  // the lines are the text's, which came after the screen opened
  ui::ScrollArea scroll_;
  ui::FocusRing focus_;
};

}  // namespace parlor::scenes
