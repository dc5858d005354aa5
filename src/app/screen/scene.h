#pragma once
#include <algorithm>
// A screen of the app. Events fill ui::Input; each frame a scene first handles input (clicks are
// judged against the items the last frame drew), then updates, then draws, then publishes. Tables keep to that
// order strictly (their drawing is const); the lobby's screens still handle a widget where they
// draw it, immediate-mode style.
#include <memory>
#include <string>
#include <string_view>

#include "app/render/batch.h"
#include "app/render/text.h"
#include "app/screen/screens.h"
#include "app/ui/input.h"
#include "app/ui/ui.h"

namespace parlor::session {
class Store;
struct Settings;
}  // namespace parlor::session

namespace parlor::scenes {

struct Frame {
  int width = 0, height = 0;  // drawable, device pixels
  // Device pixels per layout pixel: the browser's device pixels per CSS pixel times the zoom
  // (ui_zoom). Every scene lays out and draws in layout pixels; what is published for the tests
  // and the page (items' boxes, text fields) is in the page's CSS pixels, `dpr / zoom`.
  float dpr = 1.0f;
  float zoom = 1.0f;
  render::Batch& batch;
  render::Text& text;
  ui::Ui& ui;
  ui::Input& input;
  float css_width() const { return static_cast<float>(width) / dpr; }
  float css_height() const { return static_cast<float>(height) / dpr; }
};

// How much a large window magnifies everything (1 up to a laptop's 1240x775 CSS px): a desktop
// window then lays out as that size and draws larger, so its text grows with it (13 px text is
// 15 px at 1440x900 and 18 px at 1920x1080) and a table's pieces keep their proportions.
inline float ui_zoom(float css_w, float css_h) {
  const float z = std::min(css_w / 1240.0f, css_h / 775.0f);
  return z < 1.0f ? 1.0f : (z > 1.75f ? 1.75f : z);
}

class Scene {
 public:
  virtual ~Scene() = default;
  // Clicks, taps, drags and keys of this frame (f.ui.clicked() names the item clicked).
  virtual void input(Frame&) {}
  virtual void update(double dt) = 0;
  virtual void draw(Frame& frame) = 0;
  // After drawing: what the frame showed, for the browser tests' hook (a table's published
  // state, which its tests wait on). Changes nothing of the scene.
  virtual void publish() {}
  // The page is being hidden or closed: the last chance to save anything unsaved.
  virtual void save() {}
  // Whether the frame's spare time may go to warming the tables' needs (warmup.h): true for screens
  // that wait on the player (the lobby), false where the frame's time belongs to play.
  virtual bool quiet() const { return false; }
  // Whether the scene below goes on (updates, never input or drawing) while this one covers it:
  // peer play's screens over a hosted table, whose guests and bots keep playing.
  virtual bool keeps_below_running() const { return false; }
};

// Owns the scenes; changes take effect on the next frame, so no scene is destroyed while it draws.
class Director {
 public:
  virtual ~Director() = default;
  // Replaces every scene with this one.
  virtual void show(std::unique_ptr<Scene> next) = 0;
  // Opens a scene over the current one (which keeps its state), e.g. the rules during a game.
  virtual void push(std::unique_ptr<Scene> next) = 0;
  // Closes the scene on top, returning to the one below.
  virtual void pop() = 0;

  // The device's saved game, settings and stats (localStorage on the web, files on the desktop).
  virtual session::Store& store() = 0;
  // Loaded once at start; save_settings() writes them back after a change.
  virtual session::Settings& settings() = 0;
  virtual void save_settings() = 0;
  // A short message over whatever is on screen for a few seconds: storage trouble, a link that
  // would not open. Empty messages are ignored. `detail`, when there is any, is the technical
  // side (a stored value's error, where its copy was kept), shown only when the person asks.
  virtual void notify(std::string message, std::string detail) = 0;
  void notify(std::string message) { notify(std::move(message), {}); }
  // The moment a notice spoke of is over ("Answer code copied" once the person is at the
  // table): it closes if it shows, and is dropped if it waits.
  virtual void withdraw_notice(std::string_view message) { (void)message; }
  // The top floor's screens, for a table's menu, its end buttons and the curtain.
  virtual Screens& screens() = 0;
};

}  // namespace parlor::scenes
