#pragma once
// A question put to the person over the table, answered with one of a few pieces (Rummy-O: which
// tile a joker stands for) or in words (Joker: which of holes too close for a thumb a marble goes
// to): a panel with the question wrapped to its width, one button a choice (the piece drawn,
// its name under it; or its words, each a 44 px button), and Cancel. Taps, 1 to 9, Escape.
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "app/screen/scene.h"
#include "engine/card.h"

namespace parlor::scenes {

struct PieceQuestion {
  std::string title;
  std::vector<Card> pieces;
  std::function<void(Card)> answer;  // called with the piece chosen (not on Cancel)
  std::function<void()> cancelled;   // called on Cancel, when the question left something half done
  // Choices in words in place of pieces: `chosen` is called with the one's index.
  std::vector<std::string> words;
  std::function<void(int)> chosen;
  // What the question is about, kept in view (device px; empty: the panel goes over the middle):
  // Joker's board, whose lit holes are the choices. The panel lies in the roomiest band of the
  // screen beside it, its choices in a grid, and `targets` (item ids drawn there, one a choice)
  // answer it as their buttons do.
  render::Rect beside;
  std::vector<std::string> targets;
  size_t choices() const { return words.empty() ? pieces.size() : words.size(); }
};

// The chosen piece's index, -1 for Cancel, none while the question stays open.
std::optional<int> handle_piece_question(Frame& f, const PieceQuestion& q);
// Returns the panel drawn (device px).
render::Rect draw_piece_question(Frame& f, const PieceQuestion& q, float aspect,
                                 const std::function<void(render::Rect, Card)>& draw_piece);
// For the browser tests: the question, its pieces' names and its panel (`panel`, device px, as
// drawn; `css` device px per CSS px).
void publish_piece_question(nlohmann::json& j, const PieceQuestion& q, render::Rect panel, float css);

}  // namespace parlor::scenes
