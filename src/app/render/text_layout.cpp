#include "app/render/text_layout.h"

namespace parlor::render {
namespace {

// Splits a word too wide for one line into pieces that fit, cutting between code points.
void split_long_word(Text& text, std::string_view word, Face face, float px, float max_width,
                     std::vector<std::string>& out) {
  std::string piece;
  for (std::size_t i = 0; i < word.size();) {
    std::size_t start = i;
    next_code_point(word, i);
    std::string_view cp = word.substr(start, i - start);
    if (!piece.empty() && text.measure(piece + std::string(cp), face, px) > max_width) {
      out.push_back(piece);
      piece.clear();
    }
    piece += cp;
  }
  if (!piece.empty()) out.push_back(piece);
}

void wrap_paragraph(Text& text, std::string_view para, Face face, float px, float max_width,
                    std::vector<std::string>& out) {
  const float space = text.measure(" ", face, px);
  std::string line;
  float line_w = 0;
  std::size_t i = 0;
  while (i < para.size()) {
    while (i < para.size() && para[i] == ' ') ++i;
    std::size_t end = para.find(' ', i);
    if (end == std::string_view::npos) end = para.size();
    if (end == i) break;
    std::string_view word = para.substr(i, end - i);
    i = end;
    float w = text.measure(word, face, px);
    if (!line.empty() && line_w + space + w <= max_width) {
      line += ' ';
      line += word;
      line_w += space + w;
      continue;
    }
    if (!line.empty()) out.push_back(std::move(line));
    line.clear();
    line_w = 0;
    if (w <= max_width) {
      line = std::string(word);
      line_w = w;
      continue;
    }
    std::vector<std::string> pieces;
    split_long_word(text, word, face, px, max_width, pieces);
    // The last piece stays open so the next word may join it.
    for (std::size_t k = 0; k + 1 < pieces.size(); ++k) out.push_back(std::move(pieces[k]));
    line = std::move(pieces.back());
    line_w = text.measure(line, face, px);
  }
  out.push_back(std::move(line));
}

}  // namespace

std::vector<std::string> wrap_text(Text& text, std::string_view utf8, Face face, float px, float max_width) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= utf8.size()) {
    std::size_t nl = utf8.find('\n', start);
    if (nl == std::string_view::npos) nl = utf8.size();
    wrap_paragraph(text, utf8.substr(start, nl - start), face, px, max_width, out);
    start = nl + 1;
  }
  return out;
}

std::string_view clip_code_points(std::string_view utf8, std::size_t max_chars) {
  std::size_t i = 0, n = 0;
  while (i < utf8.size() && n < max_chars) {
    next_code_point(utf8, i);
    ++n;
  }
  return utf8.substr(0, i);
}

}  // namespace parlor::render
