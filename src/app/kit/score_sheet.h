#pragma once
// The parts of a score sheet every table shares: the grid of rounds and totals, and the buttons
// at the end of a game.
#include <string>
#include <string_view>
#include <vector>

#include "app/screen/scene.h"
#include "app/session/table_session.h"
#include "app/ui/scroll.h"
#include "engine/state.h"

namespace parlor::scenes {

// Rows from y: a heading row (`first_heading` over the round numbers, then `names`), one row a
// finished round, then the totals, the best one (lowest or highest, as the game scores) in gold
// and the `crowned` seats' (the winners', at the end) with a crown.
// Where a column a seat would be too narrow for a total (many seats on a phone), the seats are
// rows instead: each name, its points in every round, its total, the rounds scrolling sideways
// in `across` where the width is too small for them all. Names too long for their column take
// turns over two or three rows, each name as many columns wide.
void draw_score_grid(Frame& f, render::Rect panel, float y, const Scores& scores, const std::vector<std::string>& names,
                     std::string_view first_heading, const std::vector<int>& crowned = {},
                     ui::ScrollArea* across = nullptr);
// The height (CSS px) draw_score_grid takes in a panel `panel_w_css` wide.
float score_grid_height(Frame& f, float panel_w_css, const Scores& scores, const std::vector<std::string>& names);
// Play again (the same seats and options, a new deal) and New game (the game's set-up, to change
// them), along the panel's bottom.
void draw_end_buttons(Frame& f, render::Rect panel);
// Acts on a click of those buttons.
void handle_end_buttons(Frame& f, const session::TableSession& session, Director& director);

}  // namespace parlor::scenes
