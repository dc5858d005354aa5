#pragma once
// A game's rules, from the lobby or during play: the sheet's facts and our decisions in our own
// words (assets/rules/<game>.txt), scrolled by wheel, finger, drag or keys.
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
  void layout(Frame& f);
  void handle_keys(const Frame& f);

  Director& director_;
  std::string game_id_, title_;
  std::function<void()> on_back_;
  std::vector<RulesBlock> blocks_;
  std::vector<Line> lines_;
  float content_h_ = 0;  // CSS px
  int laid_out_w_ = 0;
  float laid_out_dpr_ = 0;
  ui::ScrollArea scroll_;
  ui::FocusRing focus_;
};

}  // namespace parlor::scenes
