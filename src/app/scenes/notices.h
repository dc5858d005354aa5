#pragma once
// The notices shown over every scene (Director::notify): one at a time, in the order they came,
// each for the time it takes to read. A notice never covers text: it sits where it covers none of
// the text, the pieces kept clear (Ui::keep_clear: Joker's board) or the controls the frame drew, nearest the bottom of
// the screen, and when the scene leaves no such room the scene is given less of the screen (strip()) and the notice
// sits in the strip below it, until the last notice waiting has gone. One with technical detail (what a stored value's
// trouble was, where its copy is kept) is a button that shows it ("Details"), and stays open once the person asks for
// it until they close it.
#include <deque>
#include <string>
#include <string_view>

#include "app/screen/scene.h"

namespace parlor::scenes {

class Notices {
 public:
  // Empty messages are ignored, and so is one already showing or waiting.
  void add(std::string message, std::string detail);
  // Its moment is over: closed if it shows (the next one follows), dropped if it waits.
  void withdraw(std::string_view message);
  // After the scene has drawn (its text and items are known, Text recording): places and draws
  // the notice showing, and answers its buttons.
  void draw(Frame& f, double dt);
  // Whether one is on screen: the frame records its text so the notice finds a place.
  bool showing() const { return left_ > 0 || open_; }
  // Device px at the bottom of the screen the scene must leave to the notice (0: it floats).
  int strip(float dpr) const;

 private:
  struct Notice {
    std::string message, detail;
  };
  void next();
  // The notice's box at its size (device px): the same top while that spot stays free.
  render::Rect place(const Frame& f, float w, float h);
  void publish(const Frame& f, render::Rect box) const;

  Notice now_;
  std::deque<Notice> waiting_;
  double left_ = 0;         // seconds
  bool open_ = false;       // its details shown: stays until closed
  float top_ = -1;          // device px, where it was placed
  bool items_free_ = true;  // that spot was clear of controls too, not only of text
  bool reserved_ = false;   // the scene had no room: the notices take a strip below it
  float placed_w_ = 0, placed_h_ = 0;
  mutable std::string published_;
};

}  // namespace parlor::scenes
