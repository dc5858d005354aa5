#pragma once
// A screen of the app. Events fill ui::Input; each frame a scene updates its animations and then
// draws, handling its widgets as it draws them (immediate mode).
#include <memory>

#include "app/render/batch.h"
#include "app/render/text.h"
#include "app/ui/input.h"
#include "app/ui/ui.h"

namespace parlor::scenes {

struct Frame {
  int width = 0, height = 0;  // drawable, device pixels
  float dpr = 1.0f;           // device pixels per CSS pixel
  render::Batch& batch;
  render::Text& text;
  ui::Ui& ui;
  ui::Input& input;
  float css_width() const { return static_cast<float>(width) / dpr; }
  float css_height() const { return static_cast<float>(height) / dpr; }
};

class Scene {
 public:
  virtual ~Scene() = default;
  virtual void update(double dt) = 0;
  virtual void draw(Frame& frame) = 0;
};

// Owns the current scene; a scene asks it for the next one, which starts on the next frame.
class Director {
 public:
  virtual ~Director() = default;
  virtual void show(std::unique_ptr<Scene> next) = 0;
};

}  // namespace parlor::scenes
