#pragma once
// A screen of the app. Input sets state, update advances time, draw only reads.
#include <SDL.h>

#include "app/render/batch.h"
#include "app/render/text.h"

namespace parlor::scenes {

struct Frame {
  int width = 0, height = 0;  // drawable, device pixels
  float dpr = 1.0f;           // device pixels per CSS pixel
  render::Batch& batch;
  render::Text& text;
};

class Scene {
 public:
  virtual ~Scene() = default;
  virtual void handle(const SDL_Event& event, float dpr) = 0;
  virtual void update(double dt) = 0;
  virtual void draw(Frame& frame) = 0;
};

}  // namespace parlor::scenes
