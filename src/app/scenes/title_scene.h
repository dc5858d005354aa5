#pragma once
// The first screen and the lobby's game picker: the title and one card per registered game.
// A playable game's card opens its set-up screen; a game not ready yet is dimmed, marked
// "Coming later" and only says so when tapped. Every card has a Rules button.
#include <string>
#include <vector>

#include "app/scenes/scene.h"
#include "app/ui/focus.h"

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
    bool playable = false;
    render::Rect box, rules;  // device pixels, from the last layout
    float lift = 0.0f;        // eases towards 1 while hovered
    bool hovered = false;
  };
  void layout(const Frame& f);
  void draw_card(Frame& f, Entry& e);
  void draw_note(Frame& f);

  Director& director_;
  ui::FocusRing focus_;
  std::vector<Entry> entries_;
  int laid_out_w_ = 0, laid_out_h_ = 0;
  float title_px_ = 0, title_y_ = 0, subtitle_px_ = 0, subtitle_y_ = 0;
  std::string note_;         // "Rummy-O is coming later."
  double note_left_ = 0;     // seconds the note stays up
};

}  // namespace parlor::scenes
