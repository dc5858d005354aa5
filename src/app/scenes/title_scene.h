#pragma once
// The first screen and the lobby's game picker: the title and one card per registered game.
// A playable game's card opens its set-up screen; a game not ready yet is dimmed, marked
// "Coming later" and only says so when tapped. Every card has a Rules button and the device's
// stats for the game. A saved game in progress offers "Continue" above the cards; a device that
// lost the peer table it was a guest at says whose it was; the sound and colour-blind deck
// settings sit below the cards.
#include <optional>
#include <string>
#include <vector>

#include "app/screen/scene.h"
#include "app/session/save.h"
#include "app/session/store.h"
#include "app/ui/focus.h"

namespace parlor::scenes {

class TitleScene : public Scene {
 public:
  explicit TitleScene(Director& director);
  // Continue without a tap: the saved game's table, when there is one (a reload at the table).
  void reopen() {
    if (saved_) resume();
  }
  void update(double dt) override;
  void draw(Frame& frame) override;
  bool quiet() const override { return true; }

 private:
  struct Entry {
    std::string id, name, symbol;
    render::Color accent;
    bool playable = false;
    std::vector<std::string> stats;  // "Played 3", "won 1", "best 42"; empty before the first game
    render::Rect box, rules;         // device pixels, from the last layout
    float lift = 0.0f;               // eases towards 1 while hovered
    bool hovered = false;
  };
  void layout(const Frame& f);
  void draw_card(Frame& f, Entry& e);
  void draw_note(Frame& f);
  void draw_continue(Frame& f);
  void draw_peer(Frame& f);
  void draw_settings(Frame& f);
  void resume();
  void publish_games() const;

  Director& director_;
  ui::FocusRing focus_;
  std::vector<Entry> entries_;
  int laid_out_w_ = 0, laid_out_h_ = 0;
  float title_px_ = 0, title_y_ = 0, subtitle_px_ = 0, subtitle_y_ = 0;
  std::string note_;                         // "<game> is coming later."
  double note_left_ = 0;                     // seconds the note stays up
  std::optional<session::SavedGame> saved_;  // the game in progress on this device
  std::string continue_label_;
  // A guest's device whose table was lost (a reload): whose table it was, until the game ends
  // there or the person forgets it.
  std::optional<session::Store::PeerSeat> peer_;
  std::string peer_text_;
  std::vector<std::string> peer_lines_;              // peer_text_ wrapped, from the last layout
  render::Rect peer_box_, rejoin_box_, forget_box_;  // device pixels
  render::Rect continue_box_, settings_row_;         // device pixels
};

}  // namespace parlor::scenes
