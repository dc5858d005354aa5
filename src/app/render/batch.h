#pragma once
// Batched quad renderer: every shape of a frame goes into one vertex buffer and is drawn with one
// program, so a whole table costs a handful of draw calls even on a phone.
#include <string>
#include <vector>

#include "app/platform/gl.h"
#include "app/render/color.h"

namespace parlor::render {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  bool contains(float px, float py) const { return px >= x && py >= y && px < x + w && py < y + h; }
};

struct Point {
  float x = 0, y = 0;
};
inline Point lerp(Point a, Point b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

struct UvRect {
  float u0 = 0, v0 = 0, u1 = 0, v1 = 0;
};

// p' = (a*x + c*y + tx, b*x + d*y + ty): rotation, uniform scale and translation.
struct Affine {
  float a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0;
  Affine then(const Affine& o) const;  // apply *this first, then o
  static Affine rotate_about(float cx, float cy, float radians, float scale = 1.0f);
};

class Batch {
 public:
  bool init(std::string& error);
  void begin(int width, int height);  // drawable size in device pixels
  void end();
  // Forgets what was added since the last flush without drawing it.
  void drop() { verts_.clear(); }
  void set_atlas(GLuint texture) { atlas_ = texture; }

  void push(const Affine& xf);  // composes with the current transform
  void pop();
  const Affine& transform() const { return stack_.back(); }
  // Where what is drawn can show (a ClipScope's scissor), or the whole drawable when w is 0:
  // for those who ask where the frame's text landed (Text's record of drawn lines).
  void set_clip(Rect r) { clip_ = r; }
  const Rect& clip() const { return clip_; }
  // The box `r` covers under the current transform, inside the clip (w or h 0 when none shows).
  Rect on_screen(Rect r) const;

  void felt(Color base);  // covers the viewport
  void rect(Rect r, float radius, Color c);
  void ring(Rect r, float radius, float width, Color c);
  void shadow(Rect r, float radius, float blur, Color c);
  void glyph(Rect r, UvRect uv, Color c);

  int draw_calls() const { return draw_calls_; }
  int height() const { return height_; }  // the drawable's, device px

 private:
  struct Vertex {
    float x, y, lx, ly, u, v;
    Color color;
    float hw, hh, radius, extra, mode;
  };
  void quad(Rect r, float margin, Color c, float radius, float extra, float mode, UvRect uv);
  void flush();

  GLuint program_ = 0, vao_ = 0, vbo_ = 0, ibo_ = 0, atlas_ = 0;
  GLint u_viewport_ = -1, u_atlas_ = -1;
  int width_ = 1, height_ = 1, draw_calls_ = 0;
  std::vector<Vertex> verts_;
  std::vector<Affine> stack_{Affine{}};
  Rect clip_;
};

}  // namespace parlor::render
