#pragma once
// Word wrapping for UTF-8 text, measured with the glyph atlas's own metrics so the lines fit
// exactly what Text::draw will draw. Widths and sizes in device pixels.
#include <string>
#include <string_view>
#include <vector>

#include "app/render/text.h"

namespace parlor::render {

// Breaks at spaces; a word wider than max_width is split between code points. Newlines end a
// line. Never returns an empty list for non-empty text.
std::vector<std::string> wrap_text(Text& text, std::string_view utf8, Face face, float px, float max_width);

// The longest prefix of utf8 (whole code points) that is at most max_chars code points long.
std::string_view clip_code_points(std::string_view utf8, std::size_t max_chars);

}  // namespace parlor::render
