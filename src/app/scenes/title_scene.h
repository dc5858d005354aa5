#pragma once
// The first frame: the title and one card per game.
#include <string>
#include <vector>

#include "app/scenes/scene.h"

namespace parlor::scenes {

class TitleScene : public Scene {
 public:
  explicit TitleScene(Director& director);
  void update(double dt) override;
  void draw(Frame& frame) override;

 private:
  struct Entry {
    std::string id, name, symbol;
    render::Color accent;
    render::Rect box;   // device pixels, from the last layout
    float lift = 0.0f;  // eases towards 1 while hovered
    bool hovered = false;
  };
  void layout(const Frame& f);

  Director& director_;

  std::vector<Entry> entries_;
  int laid_out_w_ = 0, laid_out_h_ = 0;
  float title_px_ = 0, title_y_ = 0, subtitle_px_ = 0, subtitle_y_ = 0;
};

}  // namespace parlor::scenes
