#include "app/render/text.h"

#include <SDL.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "app/platform/embedded.h"

namespace parlor::render {
namespace {

const char* face_file(Face f) {
  return f == Face::Bold ? "assets/fonts/DejaVuSans-Bold.ttf" : "assets/fonts/DejaVuSans.ttf";
}

std::uint64_t glyph_key(Face f, int px, char32_t cp) {
  return (std::uint64_t(f) << 56) | (std::uint64_t(px) << 32) | std::uint64_t(cp);
}

int pixel_size(float px) { return std::clamp(static_cast<int>(std::lround(px)), 4, 400); }

}  // namespace

char32_t next_code_point(std::string_view s, std::size_t& i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = byte(i++);
  if (c < 0x80) return c;
  int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : -1;
  if (extra < 0) return 0xFFFD;
  char32_t cp = c & (0x3F >> extra);
  for (int k = 0; k < extra; ++k) {
    if (i >= s.size() || (byte(i) & 0xC0) != 0x80) return 0xFFFD;
    cp = (cp << 6) | (byte(i++) & 0x3F);
  }
  return cp;
}

bool Text::init(std::string& error) {
  if (TTF_Init() != 0) {
    error = std::string("TTF_Init: ") + TTF_GetError();
    return false;
  }
  for (Face f : {Face::Regular, Face::Bold}) {
    if (!embedded::find(face_file(f)).data) {
      error = std::string("font not embedded: ") + face_file(f);
      return false;
    }
  }
  glGenTextures(1, &texture_);
  glBindTexture(GL_TEXTURE_2D, texture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  reset_atlas();
  return true;
}

Text::~Text() {
  for (auto& [key, f] : fonts_) TTF_CloseFont(f);
}

void Text::reset_atlas() {
  glBindTexture(GL_TEXTURE_2D, texture_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
#ifdef __EMSCRIPTEN__
  // WebGL clears a texture given no pixels, without copying 4 MB of zeros out of the heap.
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, atlas_size_, atlas_size_, 0, GL_RED, GL_UNSIGNED_BYTE, nullptr);
#else
  // Desktop GL leaves such a texture undefined, and filtering reads the gaps between glyphs.
  std::vector<unsigned char> zeros(static_cast<size_t>(atlas_size_) * atlas_size_, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, atlas_size_, atlas_size_, 0, GL_RED, GL_UNSIGNED_BYTE, zeros.data());
#endif
  glyphs_.clear();
  pen_x_ = pen_y_ = row_h_ = 1;
  ++atlas_version_;
}

TTF_Font* Text::font(Face face, int px) {
  auto key = std::make_pair(face, px);
  if (auto it = fonts_.find(key); it != fonts_.end()) return it->second;
  auto blob = embedded::find(face_file(face));
  SDL_RWops* rw = SDL_RWFromConstMem(blob.data, static_cast<int>(blob.size));
  TTF_Font* f = TTF_OpenFontRW(rw, 1, px);
  if (f) TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
  fonts_[key] = f;
  return f;
}

const Text::Glyph& Text::glyph(Face face, int px, char32_t cp) {
  auto key = glyph_key(face, px, cp);
  if (auto it = glyphs_.find(key); it != glyphs_.end()) return it->second;
  Glyph g;
  TTF_Font* f = font(face, px);
  int minx, maxx, miny, maxy, advance = 0;
  if (f && TTF_GlyphMetrics32(f, static_cast<Uint32>(cp), &minx, &maxx, &miny, &maxy, &advance) == 0) {
    g.advance = advance;
    // Blended glyphs are 32-bit pixels; their alpha is read where the format keeps it, with no
    // conversion (SDL's converter would bring every blitter it has into the page's weight).
    SDL_Surface* s = TTF_RenderGlyph32_Blended(f, static_cast<Uint32>(cp), SDL_Color{255, 255, 255, 255});
    if (s && s->format->BytesPerPixel == 4 && s->format->Amask) {
      // Trim the transparent border so the atlas holds only inked pixels.
      const Uint32 mask = s->format->Amask, shift = s->format->Ashift;
      auto alpha = [&](int x, int y) {
        return (static_cast<const Uint32*>(s->pixels)[y * (s->pitch / 4) + x] & mask) >> shift;
      };
      int x0 = s->w, y0 = s->h, x1 = -1, y1 = -1;
      for (int y = 0; y < s->h; ++y)
        for (int x = 0; x < s->w; ++x)
          if (alpha(x, y)) x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
      if (x1 >= 0) {
        int w = x1 - x0 + 1, h = y1 - y0 + 1;
        if (pen_x_ + w + 1 >= atlas_size_) pen_x_ = 1, pen_y_ += row_h_ + 1, row_h_ = 0;
        if (pen_y_ + h + 1 >= atlas_size_) {
          // Full: start over; glyphs of this frame are re-rasterised as they are asked for.
          reset_atlas();
        }
        std::vector<unsigned char> cov(static_cast<size_t>(w) * h);
        for (int y = 0; y < h; ++y)
          for (int x = 0; x < w; ++x)
            cov[static_cast<size_t>(y) * w + x] = static_cast<unsigned char>(alpha(x0 + x, y0 + y));
        glBindTexture(GL_TEXTURE_2D, texture_);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glTexSubImage2D(GL_TEXTURE_2D, 0, pen_x_, pen_y_, w, h, GL_RED, GL_UNSIGNED_BYTE, cov.data());
        float inv = 1.0f / static_cast<float>(atlas_size_);
        g.uv = {pen_x_ * inv, pen_y_ * inv, (pen_x_ + w) * inv, (pen_y_ + h) * inv};
        g.w = w, g.h = h, g.ox = x0, g.oy = y0;
        pen_x_ += w + 1;
        row_h_ = std::max(row_h_, h);
      }
    }
    if (s) SDL_FreeSurface(s);
  }
  return glyphs_[key] = g;
}

float Text::line_height(Face face, float px) {
  TTF_Font* f = font(face, pixel_size(px));
  return f ? static_cast<float>(TTF_FontHeight(f)) : px;
}

float Text::measure(std::string_view utf8, Face face, float px) {
  int size = pixel_size(px);
  TTF_Font* f = font(face, size);
  float w = 0;
  char32_t prev = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    char32_t cp = next_code_point(utf8, i);
    if (prev && f) w += static_cast<float>(TTF_GetFontKerningSizeGlyphs32(f, prev, cp));
    w += static_cast<float>(glyph(face, size, cp).advance);
    prev = cp;
  }
  return w;
}

float Text::draw(Batch& batch, std::string_view utf8, Face face, float px, float x, float y, Color color, Align align) {
  if (Smallest& least = label_ ? smallest_label_ : smallest_; !art_ && px < least.px && !utf8.empty())
    least = {px, std::string(utf8)};
  float width = measure(utf8, face, px);
  if (align == Align::Center) x -= width * 0.5f;
  if (align == Align::Right) x -= width;
  if (recording_ && width > 0) {
    const Rect box = batch.on_screen({x, y, width, line_height(face, px)});
    if (box.w > 0 && box.h > 0) drawn_.push_back({std::string(utf8), box, art_, {}, px});
  }
  int size = pixel_size(px);
  TTF_Font* f = font(face, size);
  // Whole pixels keep the rasterised coverage unblurred.
  float pen = std::round(x), top = std::round(y);
  char32_t prev = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    char32_t cp = next_code_point(utf8, i);
    if (prev && f) pen += static_cast<float>(TTF_GetFontKerningSizeGlyphs32(f, prev, cp));
    const Glyph& g = glyph(face, size, cp);
    if (g.w > 0)
      batch.glyph({pen + static_cast<float>(g.ox), top + static_cast<float>(g.oy), static_cast<float>(g.w),
                   static_cast<float>(g.h)},
                  g.uv, color);
    pen += static_cast<float>(g.advance);
    prev = cp;
  }
  return width;
}

float Text::fit_px(std::string_view utf8, Face face, float px, float max_width) {
  const float w = measure(utf8, face, px);
  if (w <= max_width || w <= 0) return px;
  const float floor_px = art_ ? 1.0f : std::min(px, (label_ ? 14.0f : 13.0f) * scale_);
  return std::max(floor_px, std::floor(px * max_width / w));
}

float Text::draw_fit(Batch& batch, std::string_view utf8, Face face, float px, float max_width, float x, float y,
                     Color color, Align align) {
  const float w = measure(utf8, face, px);
  if (w <= max_width || w <= 0) return draw(batch, utf8, face, px, x, y, color, align);
  const float smaller = fit_px(utf8, face, px, max_width);
  y += (line_height(face, px) - line_height(face, smaller)) * 0.5f;
  if (measure(utf8, face, smaller) <= max_width) return draw(batch, utf8, face, smaller, x, y, color, align);
  if (!art_ && !summary_ && cut_.empty()) cut_ = std::string(utf8);
  // Whole code points while they fit with the ellipsis after them.
  std::string cut;
  for (std::size_t i = 0, n = 1; i < utf8.size(); ++n) {
    next_code_point(utf8, i);
    std::string longer = std::string(utf8.substr(0, i)) + "\u2026";
    if (measure(longer, face, smaller) > max_width) break;
    cut = std::move(longer);
  }
  const size_t at = drawn_.size();
  const float drawn_w = draw(batch, cut.empty() ? "\u2026" : cut, face, smaller, x, y, color, align);
  if (drawn_.size() > at && !summary_) drawn_.back().whole = std::string(utf8);
  return drawn_w;
}

}  // namespace parlor::render
