#pragma once
// Batched quad renderer: every shape of a frame goes into one vertex buffer and is drawn with one
// program, so a whole table costs a handful of draw calls even on a phone. The frame is recorded
// whole (its vertices and where scissors start and stop) and drawn at its end, so a frame that
// repeats the one on screen can be left undrawn.
#include <cstdint>
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
  // Ends the frame and says whether it drew. A frame that `may_keep` the picture on screen and
  // repeats it (the same vertices and scissors at the same size, over an atlas not cleared since:
  // `atlas_version`) is not drawn again: the canvas keeps showing the last frame drawn, and a
  // software GL (phones' battery, the browser tests' SwiftShader) spends its time filling pixels.
  bool end(std::uint64_t atlas_version, bool may_keep);
  // Forgets what was added since the frame ended without drawing it (the warm-up's work).
  void drop() { verts_.clear(), cuts_.clear(); }
  // What is added next shows only inside `r` (device px, from the top), until no_scissor().
  void scissor(Rect r);
  void no_scissor();
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

  int height() const { return height_; }  // the drawable's, device px

 private:
  struct Vertex {
    float x, y, lx, ly, u, v;
    Color color;
    float hw, hh, radius, extra, mode;
  };
  // From vertex `first` on, drawing is scissored to GL's box (x, y from the bottom, w, h), or
  // not at all when w is -1.
  struct Cut {
    std::size_t first;
    int x, y, w, h;
    bool operator==(const Cut&) const = default;
  };
  void quad(Rect r, float margin, Color c, float radius, float extra, float mode, UvRect uv);
  void draw(std::size_t first, std::size_t count);

  GLuint program_ = 0, vao_ = 0, vbo_ = 0, ibo_ = 0, atlas_ = 0;
  GLint u_viewport_ = -1, u_atlas_ = -1;
  int width_ = 1, height_ = 1;
  std::vector<Vertex> verts_;
  std::vector<Cut> cuts_;
  // The last frame drawn, to compare the next with.
  std::vector<Vertex> shown_;
  std::vector<Cut> shown_cuts_;
  int shown_w_ = 0, shown_h_ = 0;
  std::uint64_t shown_atlas_ = 0;
  std::vector<Affine> stack_{Affine{}};
  Rect clip_;
};

}  // namespace parlor::render
