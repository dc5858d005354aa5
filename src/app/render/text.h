#pragma once
// Text through SDL2_ttf: each glyph is rasterised once per pixel size into a single-channel atlas
// texture and then drawn as a batched quad. Sizes are in device pixels, so text stays crisp at any
// devicePixelRatio.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "app/platform/gl.h"
#include "app/render/batch.h"

typedef struct _TTF_Font TTF_Font;

namespace parlor::render {

enum class Face : std::uint8_t { Regular, Bold };
enum class Align : std::uint8_t { Left, Center, Right };

class Text {
 public:
  bool init(std::string& error);
  ~Text();
  GLuint atlas() const { return texture_; }

  float measure(std::string_view utf8, Face face, float px);
  float line_height(Face face, float px);
  // y is the top of the line box; returns the width drawn.
  float draw(Batch& batch, std::string_view utf8, Face face, float px, float x, float y, Color color,
             Align align = Align::Left);
  // Shrinks px until the text fits max_width, then draws it.
  float draw_fit(Batch& batch, std::string_view utf8, Face face, float px, float max_width, float x, float y,
                 Color color, Align align = Align::Left);

  // The smallest text drawn since begin_frame() and what it said, art aside (a card's index is
  // part of the card's picture, not text to read): the browser tests hold every scene to the
  // minimum size.
  void begin_frame() { smallest_ = {1e9f, {}}; }
  const std::pair<float, std::string>& smallest() const { return smallest_; }
  bool art() const { return art_; }
  void set_art(bool art) { art_ = art; }

  // How much of the atlas is taken, 0..1.
  float atlas_fill() const { return static_cast<float>(pen_y_ + row_h_) / static_cast<float>(atlas_size_); }

 private:
  struct Glyph {
    UvRect uv;
    int w = 0, h = 0, ox = 0, oy = 0, advance = 0;
  };
  TTF_Font* font(Face face, int px);
  const Glyph& glyph(Face face, int px, char32_t cp);
  void reset_atlas();

  GLuint texture_ = 0;
  int atlas_size_ = 2048, pen_x_ = 0, pen_y_ = 0, row_h_ = 0;
  std::map<std::pair<Face, int>, TTF_Font*> fonts_;
  std::unordered_map<std::uint64_t, Glyph> glyphs_;
  std::pair<float, std::string> smallest_{1e9f, {}};
  bool art_ = false;
};

// Text drawn while one lives is part of a picture (a card, a tile), not held to the reading size.
class ArtText {
 public:
  explicit ArtText(Text& t) : t_(t), was_(t.art()) { t.set_art(true); }
  ~ArtText() { t_.set_art(was_); }
  ArtText(const ArtText&) = delete;
  ArtText& operator=(const ArtText&) = delete;

 private:
  Text& t_;
  bool was_;
};

// Decodes one UTF-8 code point at s[i], advancing i; bad bytes become U+FFFD.
char32_t next_code_point(std::string_view s, std::size_t& i);

}  // namespace parlor::render
