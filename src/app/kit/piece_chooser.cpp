#include "app/kit/piece_chooser.h"

#include <SDL.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/screen/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Face;
using render::Rect;

namespace {

// The panel and its pieces' boxes, one row (two on a narrow screen past five pieces).
struct QuestionLayout {
  Rect panel, cancel;
  std::vector<Rect> pieces;
  float text_y = 0;
  bool beside = false;  // laid out beside the question's subject, the panel not drawn yet
};

// A choice's button says the key that answers it: 1 to 9, then 0 for the tenth.
std::string choice_label(size_t i, const std::string& words) {
  return i < 10 ? std::to_string((i + 1) % 10) + ": " + words : words;
}

// The least width (device px) that holds every choice's whole label at a button's least size (14 px).
float widest_label(Frame& f, const PieceQuestion& q) {
  float w = 0;
  for (size_t i = 0; i < q.words.size(); ++i)
    w = std::max(w, f.text.measure(choice_label(i, q.words[i]), Face::Bold, 14 * f.dpr) + 16 * f.dpr);
  return w;
}

// Choices in words: a column of 44 px buttons, in two or three columns where the screen is short,
// each as wide as the longest label where the screen allows.
QuestionLayout lay_out_words(Frame& f, const PieceQuestion& q) {
  const float s = f.dpr, screen_w = static_cast<float>(f.width) / s, screen_h = static_cast<float>(f.height) / s;
  const int n = static_cast<int>(q.words.size());
  const float bh = 44, gap = 6, head = 86, foot = 74;
  const int fit = std::max(1, static_cast<int>((screen_h - 24 - head - foot + gap) / (bh + gap)));
  const int cols = std::min(3, (n + fit - 1) / fit), rows = (n + cols - 1) / cols;
  const float cell = std::max(220.0f, widest_label(f, q) / s);
  const float w = std::min(screen_w - 24,
                           std::max(280.0f, cell * static_cast<float>(cols) + 24 + static_cast<float>(cols - 1) * gap));
  QuestionLayout l;
  l.panel = modal_panel(f, w, head + static_cast<float>(rows) * (bh + gap) - gap + foot);
  l.text_y = l.panel.y + 16 * s;
  const float col_w = (l.panel.w / s - 24 - static_cast<float>(cols - 1) * gap) / static_cast<float>(cols);
  for (int i = 0; i < n; ++i) {
    const int col = i / rows, row = i % rows;
    l.pieces.push_back({l.panel.x + (12 + static_cast<float>(col) * (col_w + gap)) * s,
                        l.panel.y + (head + static_cast<float>(row) * (bh + gap)) * s, col_w * s, bh * s});
  }
  const float cw = std::min(l.panel.w - 24 * s, 200 * s), ch = 44 * s;
  l.cancel = {l.panel.x + (l.panel.w - cw) * 0.5f, l.panel.y + l.panel.h - ch - 14 * s, cw, ch};
  return l;
}

// Choices in words beside `q.beside`: of the bands left, right, above and below it, the largest
// that holds the panel, the choices and Cancel in a grid of cells at least 170 px wide and as wide
// as the longest label.
std::optional<QuestionLayout> lay_out_beside(Frame& f, const PieceQuestion& q) {
  const float s = f.dpr, screen_w = static_cast<float>(f.width), screen_h = static_cast<float>(f.height);
  const Rect c = q.beside;
  const Rect bands[] = {{0, 0, c.x, screen_h},
                        {c.x + c.w, 0, screen_w - c.x - c.w, screen_h},
                        {0, 0, screen_w, c.y},
                        {0, c.y + c.h, screen_w, screen_h - c.y - c.h}};
  const float bh = 44 * s, gap = 6 * s, pad = 12 * s, margin = 8 * s;
  const int cells = static_cast<int>(q.words.size()) + 1;
  // A cell holds its whole label at the button's least size (14 px: a label is never cut).
  const float cell_w = std::max(170 * s, widest_label(f, q));
  std::optional<QuestionLayout> best;
  float best_area = 0;
  for (const Rect& band : bands) {
    const float w = std::min(band.w - 2 * margin, 720 * s);
    if (w < std::max(200 * s, cell_w + 2 * pad) || band.w * band.h <= best_area) continue;
    const int cols = std::clamp(static_cast<int>((w - 2 * pad + gap) / (cell_w + gap)), 1, cells);
    const int rows = (cells + cols - 1) / cols;
    const float head = 14 * s + paragraph_height(f, q.title, Face::Bold, 17 * s, w - 2 * pad) + 10 * s;
    const float h = head + static_cast<float>(rows) * (bh + gap) - gap + pad;
    if (h > band.h - 2 * margin) continue;
    QuestionLayout l;
    l.panel = {band.x + (band.w - w) * 0.5f, band.y + (band.h - h) * 0.5f, w, h};
    l.beside = true;
    l.text_y = l.panel.y + 14 * s;
    const float col_w = (w - 2 * pad - static_cast<float>(cols - 1) * gap) / static_cast<float>(cols);
    for (int i = 0; i < cells; ++i) {
      const Rect cell{l.panel.x + pad + static_cast<float>(i % cols) * (col_w + gap),
                      l.panel.y + head + static_cast<float>(i / cols) * (bh + gap), col_w, bh};
      if (i + 1 < cells)
        l.pieces.push_back(cell);
      else
        l.cancel = cell;
    }
    best = std::move(l), best_area = band.w * band.h;
  }
  return best;
}

QuestionLayout lay_out_question(Frame& f, const PieceQuestion& q, float aspect) {
  if (!q.words.empty() && q.beside.w > 0)
    if (auto l = lay_out_beside(f, q)) return *l;
  if (!q.words.empty()) return lay_out_words(f, q);
  const float s = f.dpr;
  const int n = static_cast<int>(q.pieces.size());
  const float screen_w = static_cast<float>(f.width) / s;
  const int per_row = std::max(1, std::min(n, screen_w < 500 ? 5 : 8));
  const int rows = (n + per_row - 1) / per_row;
  // Every piece a 44 px target at least.
  const float piece_w = 52, piece_h = piece_w * aspect, gap = 10;
  const float w = std::max(260.0f, static_cast<float>(per_row) * (piece_w + gap) + 30);
  QuestionLayout l;
  l.panel = modal_panel(f, w, 140 + static_cast<float>(rows) * (piece_h + 30) + 60);
  l.text_y = l.panel.y + 16 * s;
  const float top = l.panel.y + 80 * s;
  for (int i = 0; i < n; ++i) {
    const int row = i / per_row, col = i % per_row;
    const int in_row = std::min(per_row, n - row * per_row);
    const float row_w = static_cast<float>(in_row) * (piece_w + gap) - gap;
    const float x = l.panel.x + (l.panel.w - row_w * s) * 0.5f + static_cast<float>(col) * (piece_w + gap) * s;
    l.pieces.push_back({x, top + static_cast<float>(row) * (piece_h + 30) * s, piece_w * s, piece_h * s});
  }
  const float bw = std::min(l.panel.w - 24 * s, 200 * s), bh = 44 * s;
  l.cancel = {l.panel.x + (l.panel.w - bw) * 0.5f, l.panel.y + l.panel.h - bh - 14 * s, bw, bh};
  return l;
}

}  // namespace

std::optional<int> handle_piece_question(Frame& f, const PieceQuestion& q) {
  const std::string_view id = f.ui.clicked();
  if (id == "choice-cancel" || f.input.key(SDLK_ESCAPE)) return -1;
  for (int i = 0; i < static_cast<int>(q.choices()); ++i)
    if (id == "choice:" + std::to_string(i) || (i < 9 && f.input.key(static_cast<SDL_Keycode>(SDLK_1 + i))) ||
        (i == 9 && f.input.key(SDLK_0)) ||
        (static_cast<size_t>(i) < q.targets.size() && !id.empty() && id == q.targets[static_cast<size_t>(i)]))
      return i;
  return std::nullopt;
}

Rect draw_piece_question(Frame& f, const PieceQuestion& q, float aspect,
                         const std::function<void(Rect, Card)>& draw_piece) {
  const float s = f.dpr;
  const QuestionLayout l = lay_out_question(f, q, aspect);
  if (l.beside) modal_panel_beside(f, l.panel, q.beside);
  draw_paragraph(f, q.title, Face::Bold, 17 * s, l.panel.x + l.panel.w * 0.5f, l.text_y, l.panel.w - 32 * s,
                 ui::kCream);
  for (size_t i = 0; i < q.words.size(); ++i) {
    f.ui.button("choice:" + std::to_string(i), l.pieces[i], choice_label(i, q.words[i]), ui::ButtonKind::Secondary);
  }
  for (size_t i = 0; i < q.pieces.size(); ++i) {
    const Rect r = l.pieces[i];
    draw_piece(r, q.pieces[i]);
    f.ui.clickable("choice:" + std::to_string(i), {r.x - 4 * s, r.y - 4 * s, r.w + 8 * s, r.h + 28 * s},
                   card_name(q.pieces[i]));
    f.text.draw(f.batch, std::to_string(i + 1), Face::Regular, 13 * s, r.x + r.w * 0.5f, r.y + r.h + 6 * s,
                ui::kCream.with_alpha(200), render::Align::Center);
  }
  f.ui.button("choice-cancel", l.cancel, "Cancel", ui::ButtonKind::Secondary);
  return l.panel;
}

void publish_piece_question(nlohmann::json& j, const PieceQuestion& q, Rect panel, float css) {
  nlohmann::json pieces = nlohmann::json::array();
  for (Card c : q.pieces) pieces.push_back(to_text(c));
  for (const std::string& w : q.words) pieces.push_back(w);
  j["question"] = {
      {"title", q.title}, {"choices", pieces}, {"box", {panel.x / css, panel.y / css, panel.w / css, panel.h / css}}};
}

}  // namespace parlor::scenes
