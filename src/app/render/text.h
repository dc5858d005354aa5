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
#include <vector>

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
  // Shrinks px until the text fits max_width, but never below the reading floor (13 CSS px, 14
  // for a button's label; art has none): text that still does not fit is cut with an ellipsis.
  // Whoever lays out a sentence wraps it (text_layout.h) or makes room; the cut is for names
  // and single-line summaries whose whole text is also in the item's label.
  float draw_fit(Batch& batch, std::string_view utf8, Face face, float px, float max_width, float x, float y,
                 Color color, Align align = Align::Left);
  // The size draw_fit would draw this text at: a row of labels takes the least of its labels'
  // sizes, so no label of the row is set smaller than its neighbours.
  float fit_px(std::string_view utf8, Face face, float px, float max_width);

  // The smallest text and the smallest button label drawn since begin_frame() and what they
  // said, art aside (a card's index is part of the card's picture, not text to read): the
  // browser tests hold every scene to the minimum sizes. `scale`: device px per CSS px.
  struct Smallest {
    float px = 1e9f;
    std::string text;
  };
  void begin_frame(float scale) { scale_ = scale, smallest_ = smallest_label_ = {}, drawn_.clear(), cut_.clear(); }
  const Smallest& smallest() const { return smallest_; }
  const Smallest& smallest_label() const { return smallest_label_; }
  // The first text of the frame that draw_fit had to cut short with an ellipsis (card and tile
  // faces aside): the browser tests hold every scene to none, as text wraps instead.
  const std::string& cut() const { return cut_; }
  float scale() const { return scale_; }
  bool art() const { return art_; }
  void set_art(bool art) { art_ = art; }
  bool label() const { return label_; }
  void set_label(bool label) { label_ = label; }
  bool summary() const { return summary_; }
  void set_summary(bool summary) { summary_ = summary; }

  // Every line drawn since begin_frame(), while recording: what it said and the box it took on
  // screen (device px, transformed and clipped; lines wholly clipped away are left out). The
  // toast finds a place that covers none of them; the browser tests read them (Module.parlorTexts).
  struct Drawn {
    std::string text;
    Rect box;
    bool art = false;
    std::string whole;  // what draw_fit cut short to `text`, else empty
    float px = 0;       // the type size, device px
  };
  void set_recording(bool on) { recording_ = on; }
  const std::vector<Drawn>& drawn() const { return drawn_; }

  // How many times the atlas was cleared: glyphs drawn before and after a change of it may lie
  // at the same place in it.
  std::uint64_t atlas_version() const { return atlas_version_; }
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
  std::uint64_t atlas_version_ = 0;
  std::map<std::pair<Face, int>, TTF_Font*> fonts_;
  std::unordered_map<std::uint64_t, Glyph> glyphs_;
  Smallest smallest_, smallest_label_;
  std::string cut_;
  float scale_ = 1;
  bool art_ = false, label_ = false, summary_ = false, recording_ = false;
  std::vector<Drawn> drawn_;
};

// Text drawn while one lives is part of a picture (a card, a tile), not held to the reading size
// (Art), or a button's label, held to 14 CSS px rather than 13 (Label), or a one-line summary
// whose whole text is in its item's label and in a list the reader opens (Summary: the last
// move's line), which draw_fit may cut without counting it as text that should have wrapped.
class TextRole {
 public:
  enum Kind { Art, Label, Summary };
  TextRole(Text& t, Kind kind) : t_(t), art_(t.art()), label_(t.label()), summary_(t.summary()) {
    if (kind == Art) t.set_art(true);
    if (kind == Label) t.set_label(true);
    if (kind == Summary) t.set_summary(true);
  }
  ~TextRole() { t_.set_art(art_), t_.set_label(label_), t_.set_summary(summary_); }
  TextRole(const TextRole&) = delete;
  TextRole& operator=(const TextRole&) = delete;

 private:
  Text& t_;
  bool art_, label_, summary_;
};
struct ArtText : TextRole {
  explicit ArtText(Text& t) : TextRole(t, Art) {}
};
struct LabelText : TextRole {
  explicit LabelText(Text& t) : TextRole(t, Label) {}
};
struct SummaryText : TextRole {
  explicit SummaryText(Text& t) : TextRole(t, Summary) {}
};

// Decodes one UTF-8 code point at s[i], advancing i; bad bytes become U+FFFD.
char32_t next_code_point(std::string_view s, std::size_t& i);

}  // namespace parlor::render
