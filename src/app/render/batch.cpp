#include "app/render/batch.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <iterator>

#include "app/platform/embedded.h"
#include "app/render/shader.h"

namespace parlor::render {
namespace {

constexpr int kMaxQuads = 8192;
enum Mode { kFill = 0, kShadow = 1, kGlyph = 2, kFelt = 3, kRing = 4 };

}  // namespace

Affine Affine::then(const Affine& o) const {
  return {o.a * a + o.c * b, o.b * a + o.d * b,          o.a * c + o.c * d,
          o.b * c + o.d * d, o.a * tx + o.c * ty + o.tx, o.b * tx + o.d * ty + o.ty};
}

Affine Affine::rotate_about(float cx, float cy, float radians, float scale) {
  float cs = std::cos(radians) * scale, sn = std::sin(radians) * scale;
  return {cs, sn, -sn, cs, cx - cs * cx + sn * cy, cy - sn * cx - cs * cy};
}

bool Batch::init(std::string& error) {
  auto vert = embedded::find("shaders/quad.vert");
  auto frag = embedded::find("shaders/quad.frag");
  if (!vert.data || !frag.data) {
    error = "shaders were not embedded";
    return false;
  }
  program_ = build_program(vert.text(), frag.text(), error);
  if (!program_) return false;
  u_viewport_ = glGetUniformLocation(program_, "u_viewport");
  u_atlas_ = glGetUniformLocation(program_, "u_atlas");

  glGenVertexArrays(1, &vao_);
  glBindVertexArray(vao_);
  glGenBuffers(1, &vbo_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  glBufferData(GL_ARRAY_BUFFER, kMaxQuads * 4 * sizeof(Vertex), nullptr, GL_STREAM_DRAW);

  std::vector<unsigned short> idx;
  idx.reserve(kMaxQuads * 6);
  for (int q = 0; q < kMaxQuads; ++q) {
    // 16-bit indices reach 65535, so quads restart the base every 16384 quads; kMaxQuads stays under it.
    auto b = static_cast<unsigned short>(q * 4);
    for (unsigned short k : {0, 1, 2, 2, 1, 3}) idx.push_back(static_cast<unsigned short>(b + k));
  }
  glGenBuffers(1, &ibo_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo_);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(idx.size() * sizeof(unsigned short)), idx.data(),
               GL_STATIC_DRAW);

  const auto stride = static_cast<GLsizei>(sizeof(Vertex));
  auto at = [](std::size_t off) { return reinterpret_cast<const void*>(off); };
  // The shader's inputs in location order: position, local position, atlas, colour, shape, mode.
  struct Attribute {
    GLint size;
    GLenum type;
    std::size_t offset;
  };
  const Attribute attributes[] = {{2, GL_FLOAT, offsetof(Vertex, x)},  {2, GL_FLOAT, offsetof(Vertex, lx)},
                                  {2, GL_FLOAT, offsetof(Vertex, u)},  {4, GL_UNSIGNED_BYTE, offsetof(Vertex, color)},
                                  {4, GL_FLOAT, offsetof(Vertex, hw)}, {1, GL_FLOAT, offsetof(Vertex, mode)}};
  for (GLuint i = 0; i < std::size(attributes); ++i) {
    const Attribute& a = attributes[i];
    glEnableVertexAttribArray(i);
    glVertexAttribPointer(i, a.size, a.type, a.type == GL_UNSIGNED_BYTE ? GL_TRUE : GL_FALSE, stride, at(a.offset));
  }
  glBindVertexArray(0);
  verts_.reserve(kMaxQuads * 4);
  return true;
}

void Batch::begin(int width, int height) {
  width_ = width > 0 ? width : 1;
  height_ = height > 0 ? height : 1;
  verts_.clear();
  cuts_.clear();
  stack_.assign(1, Affine{});
  clip_ = {};
}

void Batch::scissor(Rect r) {
  // GL counts y from the bottom of the whole drawable.
  const auto x = static_cast<int>(std::floor(r.x)), y = static_cast<int>(std::floor(r.y));
  const auto w = static_cast<int>(std::ceil(r.w)), h = static_cast<int>(std::ceil(r.h));
  cuts_.push_back({verts_.size(), x, height_ - y - h, std::max(w, 0), std::max(h, 0)});
}

void Batch::no_scissor() { cuts_.push_back({verts_.size(), 0, 0, -1, 0}); }

bool Batch::end(std::uint64_t atlas_version, bool may_keep) {
  if (may_keep && !shown_.empty() && width_ == shown_w_ && height_ == shown_h_ && atlas_version == shown_atlas_ &&
      verts_.size() == shown_.size() && cuts_ == shown_cuts_ &&
      std::memcmp(verts_.data(), shown_.data(), verts_.size() * sizeof(Vertex)) == 0) {
    drop();
    return false;
  }
  glViewport(0, 0, width_, height_);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_SCISSOR_TEST);
  std::size_t at = 0;
  for (const Cut& c : cuts_) {
    draw(at, c.first - at);
    at = c.first;
    if (c.w < 0) {
      glDisable(GL_SCISSOR_TEST);
    } else {
      glEnable(GL_SCISSOR_TEST);
      glScissor(c.x, c.y, c.w, c.h);
    }
  }
  draw(at, verts_.size() - at);
  glDisable(GL_SCISSOR_TEST);
  shown_.swap(verts_);
  shown_cuts_.swap(cuts_);
  shown_w_ = width_, shown_h_ = height_, shown_atlas_ = atlas_version;
  drop();
  return true;
}

void Batch::push(const Affine& xf) { stack_.push_back(xf.then(stack_.back())); }

void Batch::pop() {
  if (stack_.size() > 1) stack_.pop_back();
}

Rect Batch::on_screen(Rect r) const {
  const Affine& m = stack_.back();
  float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
  for (float px : {r.x, r.x + r.w})
    for (float py : {r.y, r.y + r.h}) {
      const float x = m.a * px + m.c * py + m.tx, y = m.b * px + m.d * py + m.ty;
      x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
    }
  const Rect c = clip_.w > 0 ? clip_ : Rect{0, 0, static_cast<float>(width_), static_cast<float>(height_)};
  x0 = std::max(x0, c.x), y0 = std::max(y0, c.y), x1 = std::min(x1, c.x + c.w), y1 = std::min(y1, c.y + c.h);
  if (x1 <= x0 || y1 <= y0) return {x0, y0, 0, 0};
  return {x0, y0, x1 - x0, y1 - y0};
}

void Batch::felt(Color base) {
  Rect r{0, 0, static_cast<float>(width_), static_cast<float>(height_)};
  quad(r, 0, base, 0, 0, kFelt, {});
}

void Batch::rect(Rect r, float radius, Color c) { quad(r, 1.0f, c, radius, 0, kFill, {}); }

void Batch::ring(Rect r, float radius, float width, Color c) { quad(r, 1.0f, c, radius, width, kRing, {}); }

void Batch::shadow(Rect r, float radius, float blur, Color c) { quad(r, blur + 1.0f, c, radius, blur, kShadow, {}); }

void Batch::glyph(Rect r, UvRect uv, Color c) { quad(r, 0, c, 0, 0, kGlyph, uv); }

void Batch::quad(Rect r, float margin, Color c, float radius, float extra, float mode, UvRect uv) {
  const Affine& m = stack_.back();
  float hw = r.w * 0.5f, hh = r.h * 0.5f, cx = r.x + hw, cy = r.y + hh;
  float ex = hw + margin, ey = hh + margin;
  // The glyph's uv spans the rectangle exactly (margin 0), so corners map straight onto it.
  const float lx[4] = {-ex, ex, -ex, ex}, ly[4] = {-ey, -ey, ey, ey};
  const float us[4] = {uv.u0, uv.u1, uv.u0, uv.u1}, vs[4] = {uv.v0, uv.v0, uv.v1, uv.v1};
  for (int k = 0; k < 4; ++k) {
    float px = cx + lx[k], py = cy + ly[k];
    verts_.push_back({m.a * px + m.c * py + m.tx, m.b * px + m.d * py + m.ty, lx[k], ly[k], us[k], vs[k], c, hw, hh,
                      radius, extra, mode});
  }
}

// Draws `count` vertices from `first`, kMaxQuads at a time (the buffers' size).
void Batch::draw(std::size_t first, std::size_t count) {
  if (count == 0) return;
  glUseProgram(program_);
  glUniform2f(u_viewport_, static_cast<float>(width_), static_cast<float>(height_));
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, atlas_);
  glUniform1i(u_atlas_, 0);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  for (std::size_t done = 0; done < count;) {
    const std::size_t n = std::min<std::size_t>(count - done, kMaxQuads * 4);
    glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(n * sizeof(Vertex)), verts_.data() + first + done);
    glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(n / 4 * 6), GL_UNSIGNED_SHORT, nullptr);
    done += n;
  }
  glBindVertexArray(0);
}

}  // namespace parlor::render
